import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass, Card, EmptyState, QueryState } from '../../../components/ui';
import { observedOn } from '../../../lib/format';
import { useMyReports } from '../api/my-reports';
import { BulkReports } from './bulk-reports';
import { reportLine, StateBadge } from './report-state';

/** Noon in Lagos of a day (YYYY-MM-DD), to show the day wherever the screen is read. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a time, not a text
const noonOf = (day: string) => `${day}T12:00:00+01:00`;

/** My reports (signed in): every price the shopper reported, newest first, with its state and why. */
export function MyReportsScreen() {
  const reports = useMyReports();
  const { t, i18n } = useLingui();
  return (
    <section className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <Trans>My reports</Trans>
        </h1>
        <Link to={paths.reportPrice} className={buttonClass('primary')}>
          <Trans>Report a price</Trans>
        </Link>
      </div>
      <BulkReports />
      <div className={reports.isSuccess ? undefined : 'min-h-screen'}>
        <QueryState
          query={reports}
          loading={t`Loading your reports...`}
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="mt-4">
              <EmptyState title={t`You have not reported a price yet.`}>
                <p>
                  <Trans>Seen a price at the market? Report it: it helps every shopper near you.</Trans>
                </p>
              </EmptyState>
            </div>
          }
        >
          {(list) => (
            <ul className="mt-4 space-y-3">
              {list.map((r) => (
                <li key={r.id}>
                  <Card className="p-4 sm:p-4">
                    <div className="flex items-start justify-between gap-3">
                      <div>
                        <p className="font-semibold text-stone-900">{r.itemName}</p>
                        <p className="text-sm text-stone-700">
                          {r.marketName} · {observedOn(noonOf(r.observedOn))}
                        </p>
                      </div>
                      <StateBadge state={r.state} />
                    </div>
                    <p className="mt-1 text-sm text-stone-800">{reportLine(i18n, r)}</p>
                    {r.reason && <p className="mt-1 text-sm text-stone-600">{r.reason}</p>}
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
