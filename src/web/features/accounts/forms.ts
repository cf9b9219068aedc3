import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '../../../contract/accounts.constants';
import { EMAIL_PATTERN } from '../../../contract/email';
import { LOCALES } from '../../../contract/languages';

/** The forms' own rules and the spec's messages; the server checks again with the contract. */
const requiredText = (message: string, max = NAME_MAX) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters.`);

const email = (required: string, invalid: string) =>
  z.string().trim().min(1, required).max(254, invalid).regex(EMAIL_PATTERN, invalid);

const newPassword = (required: string) =>
  z
    .string()
    .min(1, required)
    .min(PASSWORD_MIN, `*Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `*Password must be at most ${PASSWORD_MAX} characters`);

const userName = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .regex(USERNAME_PATTERN, '*Username must be 3 to 30 letters, digits, dots, dashes or underscores');

/** The login form, its messages in the language of `_` (the screen's `useLingui()._`: a new one when the language changes). */
export const loginForm = (_: I18n['_'], max = 254) =>
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

const SignUpForm = z.object({
  firstName: requiredText('*FirstName is required'),
  lastName: requiredText('*LastName is required'),
  email: email('*Email is required', '*Email is invalid'),
  userName: userName('*Username is required'),
  password: newPassword('*Password is required'),
});

export const AdminSignUpForm = SignUpForm.extend({ isAdmin: z.boolean() });
export type AdminSignUpFormValues = z.infer<typeof AdminSignUpForm>;

export const ForgotPasswordForm = z.object({ email: email('*Email is required*', '*Email is invalid') });
export type ForgotPasswordFormValues = z.infer<typeof ForgotPasswordForm>;

export const ResetForm = z
  .object({
    password: newPassword('*Password is required*'),
    confirmPassword: z.string().min(1, '*ConfirmPassword is required*'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: "*Passwords don't match" });
export type ResetFormValues = z.infer<typeof ResetForm>;

export const ReactivateForm = z.object({
  email: email('Please enter your email address.', 'Please enter a valid email address.'),
});
export type ReactivateFormValues = z.infer<typeof ReactivateForm>;

/** A new password's rules, its messages in the language of `_`. */
const newPasswordIn = (_: I18n['_']) => {
  const min = PASSWORD_MIN;
  const max = PASSWORD_MAX;
  return z
    .string()
    .min(1, _(msg`*Password is required`))
    .min(min, _(msg`*Password must be at least ${min} characters`))
    .max(max, _(msg`*Password must be at most ${max} characters`));
};

/** The edit-profile form (names, username, e-mail, language), its messages in the language of `_` (as loginForm). */
export const editProfileForm = (_: I18n['_']) => {
  const max = NAME_MAX;
  const name = (required: string) =>
    z
      .string()
      .trim()
      .min(1, required)
      .max(max, _(msg`At most ${max} characters.`));
  const invalidEmail = _(msg`*Email is invalid`);
  return z.object({
    firstName: name(_(msg`*FirstName is required`)),
    lastName: name(_(msg`*LastName is required`)),
    userName: z
      .string()
      .trim()
      .min(1, _(msg`*Username is required`))
      .regex(USERNAME_PATTERN, _(msg`*Username must be 3 to 30 letters, digits, dots, dashes or underscores`)),
    email: z
      .string()
      .trim()
      .min(1, _(msg`*Email is required`))
      .max(254, invalidEmail)
      .regex(EMAIL_PATTERN, invalidEmail),
    currentPassword: z.string().max(PASSWORD_MAX),
    language: z.enum(LOCALES),
  });
};
export type EditProfileFormValues = z.infer<ReturnType<typeof editProfileForm>>;

/** Change password, its messages in the language of `_`. */
export const changePasswordForm = (_: I18n['_']) =>
  z
    .object({
      currentPassword: z
        .string()
        .min(1, _(msg`*Current password is required`))
        .max(PASSWORD_MAX),
      newPassword: newPasswordIn(_),
      confirmPassword: z.string().min(1, _(msg`*ConfirmPassword is required*`)),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: _(msg`*Passwords don't match`),
    });
export type ChangePasswordFormValues = z.infer<ReturnType<typeof changePasswordForm>>;

/**
 * The reset code from the link. Links written by mail clients can turn a '+' of a base64 code
 * into a space; turn it back.
 */
export const codeFromQuery = (raw: string | null) => (raw ?? '').replace(/ /g, '+');
