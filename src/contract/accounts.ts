import { z } from 'zod';
import { MessageSchema, pageOf } from './common.js';
import { EMAIL_PATTERN } from './email.js';
import { LOCALES } from './languages.js';
import { PASSWORD_MIN, PASSWORD_MAX, NAME_MAX, USERNAME_PATTERN } from './accounts.constants.js';
import { phrase } from './words.js';
export { PASSWORD_MIN, PASSWORD_MAX } from './accounts.constants.js';

const RoleSchema = z.enum(['user', 'admin', 'moderator']);
export type Role = z.infer<typeof RoleSchema>;

/** "First name is required.": `field` is the field's name in English, written after an `i18n` comment where given. */
const required = (field: string) => ({ message: phrase(/*i18n*/ '{field} is required.', { field: { id: field } }) });

const Name = (field: string) =>
  z
    .string(required(field))
    .trim()
    .min(1, required(field))
    .max(NAME_MAX, {
      message: phrase(/*i18n*/ '{field} must be at most {max} characters.', { field: { id: field }, max: NAME_MAX }),
    });

const AccountEmailSchema = z
  .string(required(/*i18n*/ 'Email'))
  .trim()
  .min(1, required('Email'))
  .max(254, { message: /*i18n*/ 'Email must be at most 254 characters.' })
  .regex(EMAIL_PATTERN, { message: /*i18n*/ 'Email is not a valid e-mail address.' });

const UserNameSchema = z
  .string(required(/*i18n*/ 'Username'))
  .trim()
  .min(1, required('Username'))
  .regex(USERNAME_PATTERN, {
    message: /*i18n*/ 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
  });

const passwordLength = {
  tooShort: phrase(/*i18n*/ 'Password must be at least {min} characters.', { min: PASSWORD_MIN }),
  tooLong: phrase(/*i18n*/ 'Password must be at most {max} characters.', { max: PASSWORD_MAX }),
};

/** Length only: the server also refuses the most common passwords. */
const PasswordSchema = z
  .string(required(/*i18n*/ 'Password'))
  .min(1, required('Password'))
  .min(PASSWORD_MIN, { message: passwordLength.tooShort })
  .max(PASSWORD_MAX, { message: passwordLength.tooLong });

/** One of the languages Kasuwa speaks (contract/languages.ts): en, ha, yo, ig or pcm. */
const LocaleSchema = z.enum(LOCALES, { message: /*i18n*/ 'Language must be en, ha, yo, ig or pcm.' });

export const RegisterRequestSchema = z.object({
  firstName: Name(/*i18n*/ 'First name'),
  lastName: Name(/*i18n*/ 'Last name'),
  email: AccountEmailSchema,
  userName: UserNameSchema,
  password: PasswordSchema,
  /** Honoured only when an admin is signed in; anyone else gets 403. */
  isAdmin: z.boolean({ message: /*i18n*/ 'isAdmin must be true or false.' }).optional().default(false),
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

/**
 * The answer of a login: the token pair and the account's language, which the app takes on when it
 * differs from the device's (an account without one takes the login's: the request's language).
 */
export const LoginAnswerSchema = TokenPairSchema.extend({ language: LocaleSchema });
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const RefreshRequestSchema = z.object({
  /** Sent by the client as the spec says; the refresh token alone decides. */
  accessToken: z.string().max(4096).optional(),
  refreshToken: z.string(required(/*i18n*/ 'Refresh token')).min(1, required('Refresh token')).max(200),
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
  /** The language the account reads Kasuwa in (its e-mails too); null: none chosen yet (English). */
  language: LocaleSchema.nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const EditProfileRequestSchema = z.object({
  firstName: Name('First name'),
  lastName: Name('Last name'),
  userName: UserNameSchema,
  /** A new address takes effect once confirmed from that address; needs currentPassword. */
  email: AccountEmailSchema.optional(),
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
  /** The account's language; left as it is when not sent. */
  language: LocaleSchema.optional(),
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
  token: z.string(required(/*i18n*/ 'Token')).min(1, required('Token')).max(200),
});

export const ResetPasswordRequestSchema = z.object({
  email: AccountEmailSchema,
  newPassword: PasswordSchema,
  confirmPassword: z
    .string(required(/*i18n*/ 'Confirm password'))
    .min(1, required('Confirm password'))
    .max(PASSWORD_MAX),
  emailToken: z.string(required(/*i18n*/ 'Reset code')).min(1, required('Reset code')).max(200),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z
    .string(required(/*i18n*/ 'Current password'))
    .min(1, required('Current password'))
    .max(PASSWORD_MAX),
  newPassword: PasswordSchema,
  confirmPassword: z.string(required('Confirm password')).min(1, required('Confirm password')).max(PASSWORD_MAX),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
