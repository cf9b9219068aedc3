import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { linkClass } from '../../../components/ui';
import { formatPrice, lagosDate } from '../../../lib/format';
import { useReportSummary } from '../api/summary';

const DAY_MS = 86_400_000;

/** "today", "yesterday", "3 days ago", or the date. */
function daysAgo(iso: string, now = Date.now()): string {
  const day = (ms: number) => Math.floor((ms + 3_600_000) / DAY_MS);
  const days = day(now) - day(Date.parse(iso));
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return days < 30 ? `${days} days ago` : lagosDate(iso);
}

/**
 * Beside a market's price: how many shoppers confirmed it lately ("2 shoppers, today"), what
 * people paid (the fair-price range, from three paid reports), and an invitation to report.
 */
export function ShoppersPaid({
  marketId,
  marketName,
  commodityId,
}: {
  marketId: string;
  marketName: string;
  commodityId: string;
}) {
  const summary = useReportSummary(marketId, commodityId);
  const s = summary.data;
  return (
    <div className="mt-3 min-h-10 text-sm text-stone-700">
      {s && s.shoppers > 0 && (
        <p>
          Reported by{' '}
          <strong className="font-semibold">
            {s.shoppers} shopper{s.shoppers === 1 ? '' : 's'}, {daysAgo(s.newestAt!)}
          </strong>
        </p>
      )}
      {s?.paidRange && (
        <p>
          What people paid: {formatPrice(s.paidRange.low)}–{formatPrice(s.paidRange.high)} per {s.paidRange.per}{' '}
          <span className="text-stone-500">({s.paidRange.reports} reports, last 30 days)</span>
        </p>
      )}
      <Link
        to={`${paths.reportPrice}?${new URLSearchParams({ marketId, marketName, commodityId })}`}
        className={linkClass()}
      >
        Seen another price here? Report it
      </Link>
    </div>
  );
}
