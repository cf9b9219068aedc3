import { formatPrice } from '../../../lib/format';
import { usePaidRanges } from '../api/paid-ranges';

type MarketItem = { marketId: string; commodityId: string };

/**
 * Under a price in a list: what people paid for the item at its market lately ("People paid
 * N1,500–N1,800 per kg (5 reports)"), from three paid reports of the last 30 days; nothing until
 * then. `among` is every item the list shows: one call answers them all.
 */
export function PaidRange({
  item,
  among,
  compact = false,
}: {
  item: MarketItem;
  among: readonly MarketItem[];
  /** One short line ("Paid N1,500–N1,800/kg"), for rows whose height must not change when it arrives (the cart). */
  compact?: boolean;
}) {
  const range = usePaidRanges(among)(item)?.paidRange;
  if (!range) return null;
  const paid =
    range.low === range.high ? formatPrice(range.low) : `${formatPrice(range.low)}–${formatPrice(range.high)}`;
  if (compact)
    return (
      <span className="block truncate text-xs font-normal text-stone-600">
        Paid {paid}/{range.per}
        <span className="sr-only"> by shoppers ({range.reports} reports)</span>
      </span>
    );
  return (
    <span className="block text-xs font-normal text-stone-600">
      People paid {paid} per {range.per} ({range.reports} reports)
    </span>
  );
}
