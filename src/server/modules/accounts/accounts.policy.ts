import type { Words } from '../../lib/i18n.js';

/** The numbers and words of accounts: lifetimes, limits, job names and the answers that must not vary. */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const REFRESH_LIFETIME_MS = 30 * DAY_MS;
/** A refresh token presented again this soon after its use is the same client asking twice, not a thief. */
export const REFRESH_GRACE_MS = 10_000;
export const CONFIRM_LIFETIME_MS = DAY_MS;
export const RESET_LIFETIME_MS = HOUR_MS;

/** A sign-up whose job has not run after this long is dropped (its job failed for good). */
export const SIGNUP_REQUEST_LIFETIME_MS = DAY_MS;
/** Revoked logins and used codes are kept this long (a replayed token still meets its revoked login). */
export const DEAD_TOKEN_RETENTION_MS = 7 * DAY_MS;

export const ACCOUNTS_JOBS = {
  /** Payload `{ signupId }`: the sign-up waiting in signup_request. */
  register: 'accounts.register',
  /** Payload `{ email }`. */
  reactivation: 'accounts.reactivation',
  /** Payload `{ email }`. */
  resetRequest: 'accounts.reset-request',
  /** Scheduled; no payload. */
  purgeSignupRequests: 'accounts.purge-signup-requests',
  /** Scheduled; no payload. */
  purgeDeadTokens: 'accounts.purge-dead-tokens',
} as const;

/** The same words whatever happened, so nobody can learn who has an account. */
export const MESSAGES = {
  registered: /*i18n*/ {
    id: 'Thank you for signing up! Check your e-mail for a link to confirm your address, then log in.',
  },
  reactivation: /*i18n*/ {
    id: 'If that address has an account waiting for confirmation, we have sent it a new link. Check your e-mail.',
  },
  resetSent: /*i18n*/ {
    id: 'If that address has an account, we have sent it a link to reset the password. Check your e-mail.',
  },
} satisfies Record<string, Words>;

/**
 * Wrong passwords are counted per account and per source (address), on the account's one key (see
 * accountKey). A source that has failed too often on an account waits; every other source, the
 * owner's included, still gets its password checked: nobody can lock an account they do not hold.
 */
export const LOGIN_FAILURES = {
  windowMs: 15 * MINUTE_MS,
  /** Wrong passwords one source may send for one account in the window; then it waits. */
  perSource: 5,
  /** When the account has had this many from all sources in the window (guessing from many addresses)… */
  underAttack: 10,
  /** …each source may send only this many: the guessing slows down, the owner is not locked out. */
  perSourceUnderAttack: 2,
} as const;

/** Per-account limits, counted on the account's one key (see accountKey). */
export const ACCOUNT_LIMITS = {
  resetMail: { max: 5, windowMs: HOUR_MS },
  reactivationMail: { max: 5, windowMs: HOUR_MS },
  /** "You already have an account" answers to sign-ups with a taken address. */
  signupExistsMail: { max: 5, windowMs: HOUR_MS },
} as const;
