import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicReport } from '../../../../contract/reports';
import { paths } from '../../../app/paths';
import { Button, linkClass, Modal, Select } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { formatPrice, lagosDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useFlagReport } from '../api/flag-report';
import { useConfirmedReports, useReportSummary } from '../api/summary';
import { reportLine } from './report-state';

const DAY_MS = 86_400_000;

/** "today", "yesterday", "3 days ago", or the date. */
function daysAgo(iso: string, now = Date.now()): string {
  const day = (ms: number) => Math.floor((ms + 3_600_000) / DAY_MS);
  const days = day(now) - day(Date.parse(iso));
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return days < 30 ? `${days} days ago` : lagosDate(iso);
}

const FLAG_REASONS = [
  { value: 'wrong-price', label: 'The price is wrong' },
  { value: 'wrong-item', label: 'It is another item' },
  { value: 'spam', label: 'Spam' },
  { value: 'other', label: 'Something else' },
];

/** Flag a shown report: it goes back to a moderator, and its price stops counting meanwhile. */
function FlagButton({ report }: { report: PublicReport }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('wrong-price');
  const flag = useFlagReport();
  const send = () =>
    flag.mutate(
      { id: report.id, reason },
      {
        onSuccess: ({ message }) => {
          setOpen(false);
          toast.success(message);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Flag the report of ${formatPrice(report.priceNaira)}`}
      >
        Flag
      </Button>
      <Modal
        open={open}
        title="Flag this report?"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button loading={flag.isPending} onClick={send}>
              Flag it
            </Button>
          </>
        }
      >
        <Select label="What is wrong?" value={reason} onChange={(e) => setReason(e.target.value)}>
          {FLAG_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </Select>
        <p className="mt-2 text-sm text-stone-600">
          A moderator looks at it again; its price stops counting meanwhile.
        </p>
      </Modal>
    </>
  );
}

/** The newest confirmed reports, each with its photo when it has one, and a Flag for signed-in shoppers. */
function RecentReports({ marketId, commodityId }: { marketId: string; commodityId: string }) {
  const reports = useConfirmedReports(marketId, commodityId);
  const session = useSession();
  if (!reports.data?.length) return null;
  return (
    <ul className="mt-2 space-y-2" aria-label="What shoppers reported">
      {reports.data.slice(0, 5).map((r) => (
        <li key={r.id} className="flex items-center gap-3">
          {r.hasPhoto && (
            <a href={`/api/price-reports/${r.id}/photo`} target="_blank" rel="noopener">
              <img
                src={`/api/price-reports/${r.id}/photo?size=thumb`}
                alt={`Photo sent with the report of ${formatPrice(r.priceNaira)}`}
                width={48}
                height={36}
                className="h-9 w-12 rounded object-cover"
              />
            </a>
          )}
          <span className="min-w-0 flex-1">
            {reportLine(r)} · {daysAgo(`${r.observedOn}T12:00:00+01:00`)}
          </span>
          {session.signedIn && <FlagButton report={r} />}
        </li>
      ))}
    </ul>
  );
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
      <RecentReports marketId={marketId} commodityId={commodityId} />
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
