import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { FLAG_REASONS } from './flag-reasons';
import { reportLine } from './report-state';

const DAY_MS = 86_400_000;

/** "today", "yesterday", "3 days ago", or the date, in the active language of `i18n`. */
function daysAgo(i18n: I18n, iso: string, now = Date.now()): string {
  const day = (ms: number) => Math.floor((ms + 3_600_000) / DAY_MS);
  const days = day(now) - day(Date.parse(iso));
  if (days <= 0) return i18n._(msg`today`);
  if (days === 1) return i18n._(msg`yesterday`);
  return days < 30 ? i18n._(msg`${plural(days, { one: '# day ago', other: '# days ago' })}`) : lagosDate(iso);
}

/** Noon in Lagos of a day (YYYY-MM-DD), to count days wherever the screen is read. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a time, not a text
const noonOf = (day: string) => `${day}T12:00:00+01:00`;

/** Flag a shown report: it goes back to a moderator, and its price stops counting meanwhile. */
function FlagButton({ report }: { report: PublicReport }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>(FLAG_REASONS[0]!.value);
  const flag = useFlagReport();
  const { t, i18n } = useLingui();
  const price = formatPrice(report.priceNaira);
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
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={t`Flag the report of ${price}`}>
        <Trans comment="Tells a moderator a report looks wrong">Flag</Trans>
      </Button>
      <Modal
        open={open}
        title={t`Flag this report?`}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={flag.isPending} onClick={send}>
              <Trans>Flag it</Trans>
            </Button>
          </>
        }
      >
        <Select label={t`What is wrong?`} value={reason} onChange={(e) => setReason(e.target.value)}>
          {FLAG_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {i18n._(r.label)}
            </option>
          ))}
        </Select>
        <p className="mt-2 text-sm text-stone-600">
          <Trans>A moderator looks at it again; its price stops counting meanwhile.</Trans>
        </p>
      </Modal>
    </>
  );
}

/** The newest confirmed reports, each with its photo when it has one, and a Flag for signed-in shoppers. */
function RecentReports({ marketId, commodityId }: { marketId: string; commodityId: string }) {
  const reports = useConfirmedReports(marketId, commodityId);
  const session = useSession();
  const { t, i18n } = useLingui();
  const photoOf = (price: string) => t`Photo sent with the report of ${price}`;
  if (!reports.data?.length) return null;
  return (
    <ul className="mt-2 space-y-2" aria-label={t`What shoppers reported`}>
      {reports.data.slice(0, 5).map((r) => (
        <li key={r.id} className="flex items-center gap-3">
          {r.hasPhoto && (
            <a href={`/api/price-reports/${r.id}/photo`} target="_blank" rel="noopener">
              <img
                src={`/api/price-reports/${r.id}/photo?size=thumb`}
                alt={photoOf(formatPrice(r.priceNaira))}
                width={48}
                height={36}
                className="h-9 w-12 rounded object-cover"
              />
            </a>
          )}
          <span className="min-w-0 flex-1">
            {reportLine(i18n, r)} · {daysAgo(i18n, noonOf(r.observedOn))}
          </span>
          {session.signedIn && <FlagButton report={r} />}
        </li>
      ))}
    </ul>
  );
}

/** "Reported by 2 shoppers, today". */
function ReportedBy({ shoppers, when }: { shoppers: number; when: string }) {
  const { t } = useLingui();
  const who = t`${plural(shoppers, { one: '# shopper', other: '# shoppers' })}`;
  return (
    <p>
      <Trans>
        Reported by{' '}
        <strong className="font-semibold">
          {who}, {when}
        </strong>
      </Trans>
    </p>
  );
}

/** "What people paid: N1,025–N1,075 per kg (3 reports, last 30 days)". */
function WhatPeoplePaid({ range }: { range: { low: number; high: number; per: string; reports: number } }) {
  const low = formatPrice(range.low);
  const high = formatPrice(range.high);
  const { per } = range;
  const { t } = useLingui();
  const reportCount = range.reports;
  const reports = t`${plural(reportCount, { one: '# report', other: '# reports' })}`;
  return (
    <p>
      <Trans>
        What people paid: {low}–{high} per {per} <span className="text-stone-500">({reports}, last 30 days)</span>
      </Trans>
    </p>
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
  const { i18n } = useLingui();
  return (
    <div className="mt-3 min-h-10 text-sm text-stone-700">
      {s && s.shoppers > 0 && <ReportedBy shoppers={s.shoppers} when={daysAgo(i18n, s.newestAt!)} />}
      <RecentReports marketId={marketId} commodityId={commodityId} />
      {s?.paidRange && <WhatPeoplePaid range={s.paidRange} />}
      <Link
        to={`${paths.reportPrice}?${new URLSearchParams({ marketId, marketName, commodityId })}`}
        className={linkClass()}
      >
        <Trans>Seen another price here? Report it</Trans>
      </Link>
    </div>
  );
}
