import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Source } from '../../../../contract/sources';
import { FRESHNESS } from '../../../../contract/sources.constants';
import { href, paths } from '../../../app/paths';
import { Card, EmptyState, linkClass, QueryState } from '../../../components/ui';
import { useSources } from '../api/sources';
import { freshness } from './freshness';

/** Lagos's key in the address of its state prices. */
const LAGOS = 'lagos' as const;

function SourceCard({ source }: { source: Source }) {
  const { i18n } = useLingui();
  const publisher = source.publisher.split(' (')[0];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-stone-900">{source.name}</h2>
      <p className="text-sm text-stone-600">{source.publisher}</p>
      {!source.enabled && (
        <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
          <Trans>Switched off for now: its prices are not counted anywhere.</Trans>
        </p>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-stone-700">
          <Trans>What it covers</Trans>
        </dt>
        <dd className="text-stone-800">{source.coverage}</dd>
        <dt className="font-medium text-stone-700">
          <Trans>How fresh</Trans>
        </dt>
        <dd className="text-stone-800">
          {freshness(i18n, source)}
          {source.kind === 'area' && (
            <span className="block text-stone-600">
              <Trans>
                Averages of a state, a zone or the nation: history and context, never a market’s price today.
              </Trans>
            </span>
          )}
        </dd>
        <dt className="font-medium text-stone-700">
          <Trans>Licence</Trans>
        </dt>
        <dd className="text-stone-800">{source.licence}</dd>
        <dt className="font-medium text-stone-700">
          <Trans>Credit</Trans>
        </dt>
        <dd className="text-stone-800">
          {source.attribution}
          {source.url && (
            <>
              {' '}
              <a href={source.url} className={linkClass()} rel="noopener noreferrer external" target="_blank">
                <Trans comment="A link to the web page of a price source's publisher">{publisher}’s page</Trans>
                <span className="sr-only">
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </>
          )}
        </dd>
      </dl>
    </Card>
  );
}

/**
 * Data sources (public, linked from the footer): where Kasuwa's prices come from, each source
 * credited as its licence asks, what it covers and how fresh it is (decision record 011).
 */
export function DataSourcesScreen() {
  const sources = useSources();
  const { t } = useLingui();
  const { RECENT_DAYS: recent, CURRENT_DAYS: current } = FRESHNESS;
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">
        <Trans>Data sources</Trans>
      </h1>
      <p className="mt-2 text-stone-700">
        <Trans>
          Every price on Kasuwa says where it comes from and when it was seen. A market price older than {recent} days
          is marked as old; after {current} days it is shown as “last seen” and left out of comparisons unless you
          include it. State averages are shown apart, for context — see, for example, the{' '}
          <Link to={href(paths.statePrices, { state: LAGOS })} className={linkClass()}>
            Lagos state prices
          </Link>
          .
        </Trans>
      </p>
      {/* Until the sources come, their place is kept at a screen's height: the footer does not jump. */}
      <div className={sources.isSuccess ? undefined : 'min-h-screen'}>
        <QueryState
          query={sources}
          loading={t`Loading the data sources...`}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title={t`No price sources yet.`} />}
        >
          {(list) => (
            <ul className="mt-6 space-y-4">
              {list.map((source) => (
                <li key={source.key}>
                  <SourceCard source={source} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
