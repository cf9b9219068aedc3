import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (!range) return null;
  const paid =
    range.low === range.high ? formatPrice(range.low) : `${formatPrice(range.low)}–${formatPrice(range.high)}`;
  const { per } = range;
  const reportCount = range.reports;
  const reports = t`${plural(reportCount, { one: '# report', other: '# reports' })}`;
  if (compact)
    return (
      <span className="block truncate text-xs font-normal text-stone-600">
        <Trans comment="What shoppers paid for an item lately, per kg, litre or piece">
          Paid {paid}/{per}
        </Trans>
        <span className="sr-only">
          {' '}
          <Trans>by shoppers ({reports})</Trans>
        </span>
      </span>
    );
  return (
    <span className="block text-xs font-normal text-stone-600">
      <Trans>
        People paid {paid} per {per} ({reports})
      </Trans>
    </span>
  );
}
