/**
 * Money is integer kobo everywhere on the server; the API speaks naira with at most 2 decimals.
 * These two functions are the only place the two meet.
 */
export function nairaToKobo(naira: number): number {
  if (!Number.isFinite(naira)) throw new RangeError('naira must be a finite number');
  return Math.round(naira * 100);
}

export function koboToNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo)) throw new RangeError('kobo must be a safe integer');
  return kobo / 100;
}

const ngn = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount for people to read (e-mails, notifications): `NGN3,875.00`. */
export const formatNgn = (kobo: number): string => `NGN${ngn.format(kobo / 100)}`;

const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** A product's price for people to read, with the 'N' prefix the screens use: `N3,371.67`, `N800`. */
export const formatProductPrice = (kobo: number): string => `N${naira.format(kobo / 100)}`;
