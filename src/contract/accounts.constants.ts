/**
 * The accounts contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `accounts.ts` re-exports them.
 */
export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 128;

export const NAME_MAX = 100;

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
