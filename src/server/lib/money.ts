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
