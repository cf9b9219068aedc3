import { z } from 'zod';
import { MessageSchema, pageOf } from './common.js';
import { EMAIL_PATTERN } from './email.js';
import { PASSWORD_MIN, PASSWORD_MAX, NAME_MAX, USERNAME_PATTERN } from './accounts.constants.js';
export { PASSWORD_MIN, PASSWORD_MAX } from './accounts.constants.js';

const RoleSchema = z.enum(['user', 'admin', 'moderator']);
export type Role = z.infer<typeof RoleSchema>;

const required = (field: string) => ({ message: `${field} is required.` });

const Name = (field: string) =>
  z
    .string(required(field))
    .trim()
    .min(1, required(field))
    .max(NAME_MAX, { message: `${field} must be at most ${NAME_MAX} characters.` });

const AccountEmailSchema = z
  .string(required('Email'))
  .trim()
  .min(1, required('Email'))
  .max(254, { message: 'Email must be at most 254 characters.' })
  .regex(EMAIL_PATTERN, { message: 'Email is not a valid e-mail address.' });

const UserNameSchema = z.string(required('Username')).trim().min(1, required('Username')).regex(USERNAME_PATTERN, {
  message: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
});

/** Length only: the server also refuses the most common passwords. */
const PasswordSchema = z
  .string(required('Password'))
  .min(1, required('Password'))
  .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` });

export const RegisterRequestSchema = z.object({
  firstName: Name('First name'),
  lastName: Name('Last name'),
  email: AccountEmailSchema,
  userName: UserNameSchema,
  password: PasswordSchema,
  /** Honoured only when an admin is signed in; anyone else gets 403. */
  isAdmin: z.boolean({ message: 'isAdmin must be true or false.' }).optional().default(false),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  /** Username or e-mail address. */
  username: z.string(required('Username')).trim().min(1, required('Username')).max(254),
  password: z.string(required('Password')).min(1, required('Password')).max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const TokenPairSchema = z.object({
  message: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshRequestSchema = z.object({
  /** Sent by the client as the spec says; the refresh token alone decides. */
  accessToken: z.string().max(4096).optional(),
  refreshToken: z.string(required('Refresh token')).min(1, required('Refresh token')).max(200),
});

/** Logout's body is optional: the access token names the login it ends; a refresh token may name another of one's own. */
export const LogoutRequestSchema = z.object({ refreshToken: z.string().max(200).optional() }).nullish();

export const UserProfileSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userName: z.string(),
  role: RoleSchema,
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const EditProfileRequestSchema = z.object({
  firstName: Name('First name'),
  lastName: Name('Last name'),
  userName: UserNameSchema,
  /** A new address takes effect once confirmed from that address; needs currentPassword. */
  email: AccountEmailSchema.optional(),
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});
export type EditProfileRequest = z.infer<typeof EditProfileRequestSchema>;

/** The answer of a profile edit: what was saved, and the profile as it is now. */
export const ProfileSavedSchema = MessageSchema.extend({ profile: UserProfileSchema });

const UserListItemSchema = UserProfileSchema.extend({ emailConfirmed: z.boolean(), createdAt: z.string() });
export const UserListSchema = pageOf(UserListItemSchema);
export type UserList = z.infer<typeof UserListSchema>;

export const EmailQuerySchema = z.object({ email: AccountEmailSchema });

export const ConfirmEmailQuerySchema = z.object({
  email: AccountEmailSchema,
  token: z.string(required('Token')).min(1, required('Token')).max(200),
});

export const ResetPasswordRequestSchema = z.object({
  email: AccountEmailSchema,
  newPassword: PasswordSchema,
  confirmPassword: z.string(required('Confirm password')).min(1, required('Confirm password')).max(PASSWORD_MAX),
  emailToken: z.string(required('Reset code')).min(1, required('Reset code')).max(200),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string(required('Current password')).min(1, required('Current password')).max(PASSWORD_MAX),
  newPassword: PasswordSchema,
  confirmPassword: z.string(required('Confirm password')).min(1, required('Confirm password')).max(PASSWORD_MAX),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
