import { observedOn } from '../../lib/format';

/** The day prices were observed, or a dash when no market has one. */
export const dateText = (iso: string | null) => (iso ? observedOn(iso) : '—');

/** A distance to one decimal, or a dash without a starting point. */
export const km = (n: number | undefined | null) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the unit's symbol, the same in every language
  n === undefined || n === null ? '—' : `${n.toFixed(1)} km`;
