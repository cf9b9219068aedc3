import { compose } from '../mail/index.js';

/** The e-mails of accounts: confirmation, reset, address change, and the answers to a sign-up. */
export const accountEmails = {
  confirm: (firstName: string, url: string) =>
    compose(
      'confirm',
      'Confirm your e-mail address',
      [
        `Hello ${firstName},`,
        'Welcome to Kasuwa! Please confirm your e-mail address to start using your account. The link works once, for 24 hours.',
      ],
      { label: 'Confirm my e-mail address', url },
    ),
  reactivate: (firstName: string, url: string) =>
    compose(
      'reactivate',
      'Your new confirmation link',
      [
        `Hello ${firstName},`,
        'Here is a new link to confirm your e-mail address. It works once, for 24 hours; earlier links no longer work.',
      ],
      { label: 'Confirm my e-mail address', url },
    ),
  emailChange: (firstName: string, url: string) =>
    compose(
      'email-change',
      'Confirm your new e-mail address',
      [
        `Hello ${firstName},`,
        'You asked to use this address for your Kasuwa account. Open the link to confirm it; until then your old address stays in use. The link works once, for 24 hours.',
      ],
      { label: 'Confirm my new address', url },
    ),
  reset: (firstName: string, url: string) =>
    compose(
      'reset',
      'Reset your Kasuwa password',
      [
        `Hello ${firstName},`,
        'Someone asked to reset the password of your Kasuwa account. If it was you, open the link and choose a new password; it works once, for 1 hour. If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      { label: 'Choose a new password', url },
    ),
  signupExists: (firstName: string, loginUrl: string, forgotHint: string) =>
    compose(
      'signup-exists',
      'You already have a Kasuwa account',
      [
        `Hello ${firstName},`,
        'Someone tried to create a Kasuwa account with this e-mail address, which already has one. If it was you, log in instead. ' +
          forgotHint,
      ],
      { label: 'Log in', url: loginUrl },
    ),
  userNameTaken: (firstName: string, signupUrl: string) =>
    compose(
      'username-taken',
      'Choose another username',
      [
        `Hello ${firstName},`,
        'We could not create your Kasuwa account: the username you chose is already taken. Please sign up again with another username.',
      ],
      { label: 'Sign up again', url: signupUrl },
    ),
};
