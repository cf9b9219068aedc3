/**
 * Money is integer kobo everywhere on the server; the API speaks naira with at most 2 decimals.
 * These two functions are the only place the two meet.
 */
export function nairaToKobo(naira: number): number {
  if (!Number.isFinite(naira)) throw new RangeError('naira must be a finite number');
  return Math.round(naira * 100);
}

/**
 * A price written as decimal naira ("328.8448") in whole kobo, rounded half up on the digits as
 * written (not on their nearest double: "0.005" is 1 kobo); null when the text is not a plain
 * non-negative decimal number.
 */
export function koboOfDecimalText(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const fraction = (m[2] ?? '').padEnd(3, '0');
  const kobo = Number(m[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(kobo) ? kobo : null;
}

export function koboToNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo)) throw new RangeError('kobo must be a safe integer');
  return kobo / 100;
}
