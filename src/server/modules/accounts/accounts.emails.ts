import type { Locale } from '../../../contract/languages.js';
import { compose, hello } from '../mail/index.js';

/**
 * The e-mails of accounts: confirmation, reset, address change, and the answers to a sign-up; each
 * in its addressee's language.
 */
export const accountEmails = {
  confirm: (locale: Locale, firstName: string, url: string) =>
    compose(
      locale,
      'confirm',
      /*i18n*/ { id: 'Confirm your e-mail address' },
      [
        hello(firstName),
        /*i18n*/ {
          id: 'Welcome to Kasuwa! Please confirm your e-mail address to start using your account. The link works once, for 24 hours.',
        },
      ],
      { label: /*i18n*/ { id: 'Confirm my e-mail address' }, url },
    ),
  reactivate: (locale: Locale, firstName: string, url: string) =>
    compose(
      locale,
      'reactivate',
      /*i18n*/ { id: 'Your new confirmation link' },
      [
        hello(firstName),
        /*i18n*/ {
          id: 'Here is a new link to confirm your e-mail address. It works once, for 24 hours; earlier links no longer work.',
        },
      ],
      { label: /*i18n*/ { id: 'Confirm my e-mail address' }, url },
    ),
  emailChange: (locale: Locale, firstName: string, url: string) =>
    compose(
      locale,
      'email-change',
      /*i18n*/ { id: 'Confirm your new e-mail address' },
      [
        hello(firstName),
        /*i18n*/ {
          id: 'You asked to use this address for your Kasuwa account. Open the link to confirm it; until then your old address stays in use. The link works once, for 24 hours.',
        },
      ],
      { label: /*i18n*/ { id: 'Confirm my new address' }, url },
    ),
  reset: (locale: Locale, firstName: string, url: string) =>
    compose(
      locale,
      'reset',
      /*i18n*/ { id: 'Reset your Kasuwa password' },
      [
        hello(firstName),
        /*i18n*/ {
          id: 'Someone asked to reset the password of your Kasuwa account. If it was you, open the link and choose a new password; it works once, for 1 hour. If it was not you, ignore this e-mail: your password stays as it is.',
        },
      ],
      { label: /*i18n*/ { id: 'Choose a new password' }, url },
    ),
  signupExists: (locale: Locale, firstName: string, loginUrl: string) =>
    compose(
      locale,
      'signup-exists',
      /*i18n*/ { id: 'You already have a Kasuwa account' },
      [
        hello(firstName),
        /*i18n*/ {
          id: 'Someone tried to create a Kasuwa account with this e-mail address, which already has one. If it was you, log in instead. Forgot your password? Use "Forgot password" on the login page.',
        },
      ],
      { label: /*i18n*/ { id: 'Log in' }, url: loginUrl },
    ),
  userNameTaken: (locale: Locale, firstName: string, signupUrl: string) =>
    compose(
      locale,
      'username-taken',
      /*i18n*/ { id: 'Choose another username' },
      [
        hello(firstName),
        /*i18n*/ {
          id: 'We could not create your Kasuwa account: the username you chose is already taken. Please sign up again with another username.',
        },
      ],
      { label: /*i18n*/ { id: 'Sign up again' }, url: signupUrl },
    ),
};
