import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '../../../contract/accounts.constants';
import { EMAIL_PATTERN } from '../../../contract/email';
import { LOCALES } from '../../../contract/languages';

/**
 * The forms' own rules and the spec's messages; the server checks again with the contract. Each form
 * is made with `_` (the screen's `useLingui()._`: a new one when the language changes), so its
 * messages are in the language shown.
 */
type Translate = I18n['_'];

const requiredText = (_: Translate, required: string, max = NAME_MAX) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, _(msg`At most ${max} characters.`));

const email = (_: Translate, required: string) => {
  const invalid = _(msg`*Email is invalid`);
  return z.string().trim().min(1, required).max(254, invalid).regex(EMAIL_PATTERN, invalid);
};

const newPassword = (_: Translate, required: string) => {
  const [min, max] = [PASSWORD_MIN, PASSWORD_MAX];
  return z
    .string()
    .min(1, required)
    .min(min, _(msg`*Password must be at least ${min} characters`))
    .max(max, _(msg`*Password must be at most ${max} characters`));
};

const userName = (_: Translate) =>
  z
    .string()
    .trim()
    .min(1, _(msg`*Username is required`))
    .regex(USERNAME_PATTERN, _(msg`*Username must be 3 to 30 letters, digits, dots, dashes or underscores`));

/** The new password typed twice: the same both times. */
const passwordsMatch = (_: Translate) => ({
  path: ['confirmPassword'],
  message: _(msg`*Passwords don't match`),
});

/** The login form, its messages in the language of `_` (the screen's `useLingui()._`: a new one when the language changes). */
export const loginForm = (_: Translate, max = 254) =>
  z.object({
    username: z
      .string()
      .trim()
      .min(1, _(msg`*Username is required`))
      .max(max, _(msg`At most ${max} characters.`)),
    password: z
      .string()
      .min(1, _(msg`*Password is required`))
      .max(PASSWORD_MAX),
  });
export type LoginFormValues = z.infer<ReturnType<typeof loginForm>>;

/** Sign-up (the admin's has the Is Admin box; the shopper's leaves it false). */
export const adminSignUpForm = (_: Translate) =>
  z.object({
    firstName: requiredText(_, _(msg`*FirstName is required`)),
    lastName: requiredText(_, _(msg`*LastName is required`)),
    email: email(_, _(msg`*Email is required`)),
    userName: userName(_),
    password: newPassword(_, _(msg`*Password is required`)),
    isAdmin: z.boolean(),
  });
export type AdminSignUpFormValues = z.infer<ReturnType<typeof adminSignUpForm>>;

export const forgotPasswordForm = (_: Translate) => z.object({ email: email(_, _(msg`*Email is required*`)) });
export type ForgotPasswordFormValues = z.infer<ReturnType<typeof forgotPasswordForm>>;

export const resetForm = (_: Translate) =>
  z
    .object({
      password: newPassword(_, _(msg`*Password is required*`)),
      confirmPassword: z.string().min(1, _(msg`*ConfirmPassword is required*`)),
    })
    .refine((v) => v.password === v.confirmPassword, passwordsMatch(_));
export type ResetFormValues = z.infer<ReturnType<typeof resetForm>>;

export const reactivateForm = (_: Translate) => {
  const invalid = _(msg`Please enter a valid email address.`);
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, _(msg`Please enter your email address.`))
      .max(254, invalid)
      .regex(EMAIL_PATTERN, invalid),
  });
};
export type ReactivateFormValues = z.infer<ReturnType<typeof reactivateForm>>;

/** The edit-profile form (names, username, e-mail, language). */
export const editProfileForm = (_: Translate) =>
  z.object({
    firstName: requiredText(_, _(msg`*FirstName is required`)),
    lastName: requiredText(_, _(msg`*LastName is required`)),
    userName: userName(_),
    email: email(_, _(msg`*Email is required`)),
    currentPassword: z.string().max(PASSWORD_MAX),
    language: z.enum(LOCALES),
  });
export type EditProfileFormValues = z.infer<ReturnType<typeof editProfileForm>>;

export const changePasswordForm = (_: Translate) =>
  z
    .object({
      currentPassword: z
        .string()
        .min(1, _(msg`*Current password is required`))
        .max(PASSWORD_MAX),
      newPassword: newPassword(_, _(msg`*Password is required`)),
      confirmPassword: z.string().min(1, _(msg`*ConfirmPassword is required*`)),
    })
    .refine((v) => v.newPassword === v.confirmPassword, passwordsMatch(_));
export type ChangePasswordFormValues = z.infer<ReturnType<typeof changePasswordForm>>;

/**
 * The reset code from the link. Links written by mail clients can turn a '+' of a base64 code
 * into a space; turn it back.
 */
export const codeFromQuery = (raw: string | null) => (raw ?? '').replace(/ /g, '+');
