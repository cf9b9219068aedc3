import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PriceReport } from '../../../../contract/reports';
import type { Measure } from '../../../../contract/reports.constants';
import { formatPrice, unitPriceText } from '../../../lib/format';

const STATES: Record<PriceReport['state'], { text: MessageDescriptor; className: string }> = {
  pending: {
    text: msg({ message: 'Pending', comment: "A price report's state: waiting" }),
    className: 'bg-amber-100 text-amber-900',
  },
  confirmed: {
    text: msg({ message: 'Confirmed', comment: "A price report's state: it counts" }),
    className: 'bg-green-100 text-green-900',
  },
  rejected: {
    text: msg({ message: 'Rejected', comment: "A price report's state: refused" }),
    className: 'bg-red-100 text-red-900',
  },
};

/** A report's state as a badge. */
export function StateBadge({ state }: { state: PriceReport['state'] }) {
  const { i18n } = useLingui();
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATES[state].className}`}>
      {i18n._(STATES[state].text)}
    </span>
  );
}

/** A measure as a shopper reads it (mudu, derica and congo are the market's own words). */
const MEASURE_NAMES: Record<Measure, MessageDescriptor> = {
  kg: msg({ message: 'kg', comment: 'A measure: kilogram' }),
  g: msg({ message: 'g', comment: 'A measure: gram' }),
  l: msg({ message: 'litre', comment: 'A measure' }),
  piece: msg({ message: 'piece', comment: 'A measure: one item' }),
  mudu: msg({ message: 'mudu', comment: 'A market measure (a bowl)' }),
  derica: msg({ message: 'derica', comment: 'A market measure (a small tin)' }),
  'paint-bucket': msg({ message: 'paint bucket', comment: 'A market measure' }),
  congo: msg({ message: 'congo', comment: 'A market measure' }),
  tin: msg({ message: 'tin (milk tin)', comment: 'A market measure' }),
  heap: msg({ message: 'heap', comment: 'A market measure: a pile on the table' }),
  bunch: msg({ message: 'bunch', comment: 'A measure (of plantain, greens)' }),
  tuber: msg({ message: 'tuber', comment: 'A measure (of yam)' }),
  crate: msg({ message: 'crate (30 eggs)', comment: 'A measure' }),
  'bag-25kg': msg({ message: 'bag (25 kg)', comment: 'A measure' }),
  'bag-50kg': msg({ message: 'bag (50 kg)', comment: 'A measure' }),
};

/** A measure's name in the active language of `i18n`. */
export const measureName = (i18n: I18n, measure: Measure): string => i18n._(MEASURE_NAMES[measure]);

/** Market measures whose weight is approximate: their price per kg is marked ≈. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- measures' keys, not texts
const APPROXIMATE = new Set(['mudu', 'derica', 'paint-bucket']);
// eslint-disable-next-line lingui/no-unlocalized-strings -- measures' keys, not texts
const PLAIN = ['kg', 'l', 'piece'];

/**
 * "2 mudu · N4,800 paid · ≈ N1,600 per kg": the price per kg, litre or piece when the measure is not
 * already one of them, marked approximate for a market measure (its weight varies). In the active
 * language of `i18n`.
 */
export function reportLine(
  i18n: I18n,
  r: Pick<PriceReport, 'quantity' | 'measure' | 'priceNaira' | 'paid' | 'unitPrice'>,
): string {
  const unit = unitPriceText(r);
  const plain = r.quantity === 1 && PLAIN.includes(r.measure);
  const quantity = r.quantity;
  const measure = measureName(i18n, r.measure);
  const price = formatPrice(r.priceNaira);
  return [
    // How much was bought: "2 mudu" (a translation may put the measure first).
    i18n._(msg`${plural(quantity, { one: `# ${measure}`, other: `# ${measure}` })}`),
    r.paid
      ? i18n._(msg({ message: `${price} paid`, comment: 'A price a shopper paid, after bargaining' }))
      : i18n._(msg({ message: `${price} asked`, comment: "A market's opening price, before bargaining" })),
    ...(unit && !plain ? [`${APPROXIMATE.has(r.measure) ? '≈ ' : ''}${unit}`] : []),
  ].join(' · ');
}
