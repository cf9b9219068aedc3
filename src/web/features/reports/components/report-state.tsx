import type { PriceReport } from '../../../../contract/reports';
import { MEASURE_NAMES } from '../../../../contract/reports.constants';
import { formatPrice, unitPriceText } from '../../../lib/format';

const STATES: Record<PriceReport['state'], { text: string; className: string }> = {
  pending: { text: 'Pending', className: 'bg-amber-100 text-amber-900' },
  confirmed: { text: 'Confirmed', className: 'bg-green-100 text-green-900' },
  rejected: { text: 'Rejected', className: 'bg-red-100 text-red-900' },
};

/** A report's state as a badge. */
export const StateBadge = ({ state }: { state: PriceReport['state'] }) => (
  <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATES[state].className}`}>
    {STATES[state].text}
  </span>
);

/** Market measures whose weight is approximate: their price per kg is marked ≈. */
const APPROXIMATE = new Set(['mudu', 'derica', 'paint-bucket']);

/**
 * "2 mudu · N4,800 paid · ≈ N1,600 per kg": the price per kg, litre or piece when the measure is not
 * already one of them, marked approximate for a market measure (its weight varies).
 */
export function reportLine(r: Pick<PriceReport, 'quantity' | 'measure' | 'priceNaira' | 'paid' | 'unitPrice'>): string {
  const unit = unitPriceText(r);
  const plain = r.quantity === 1 && ['kg', 'l', 'piece'].includes(r.measure);
  return [
    `${r.quantity} ${MEASURE_NAMES[r.measure]}`,
    `${formatPrice(r.priceNaira)} ${r.paid ? 'paid' : 'asked'}`,
    ...(unit && !plain ? [`${APPROXIMATE.has(r.measure) ? '≈ ' : ''}${unit}`] : []),
  ].join(' · ');
}
