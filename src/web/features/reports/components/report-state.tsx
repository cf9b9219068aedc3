import type { PriceReport } from '../../../../contract/reports';
import { MEASURE_NAMES } from '../../../../contract/reports';
import { formatPrice, unitPriceText } from '../../../lib/format';

const STATES: Record<PriceReport['state'], { text: string; className: string }> = {
  pending: { text: 'Pending', className: 'bg-amber-100 text-amber-900' },
  confirmed: { text: 'Confirmed', className: 'bg-green-100 text-green-900' },
  rejected: { text: 'Rejected', className: 'bg-red-100 text-red-900' },
};

/** A report's state as a badge. */
export const StateBadge = ({ state }: { state: PriceReport['state'] }) => (
  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATES[state].className}`}>
    {STATES[state].text}
  </span>
);

/** "2 mudu · N4,800 paid · ≈ N1,600 per kg", the unit price marked approximate (a market measure's weight varies). */
export function reportLine(r: PriceReport): string {
  const unit = unitPriceText(r);
  return [
    `${r.quantity} ${MEASURE_NAMES[r.measure]}`,
    `${formatPrice(r.priceNaira)} ${r.paid ? 'paid' : 'asked'}`,
    ...(unit ? [`≈ ${unit}`] : []),
  ].join(' · ');
}
