import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { href, paths } from '../../../app/paths';
import { buttonClass, Card, QueryState } from '../../../components/ui';
import { useMarket } from '../api/market';

/** Market details (spec §2): name, address, operating hours; back to the markets, on to its categories. */
export function MarketDetailsScreen({ id }: { id: string }) {
  const market = useMarket(id);
  const { t } = useLingui();
  return (
    <Card className="mx-auto max-w-xl">
      <QueryState query={market} loading={t`Loading market`}>
        {(m) => (
          <>
            <h1 className="text-2xl font-bold">{m.name}</h1>
            <dl className="mt-4 space-y-2">
              <div>
                <dt className="text-sm text-stone-600">
                  <Trans>Address</Trans>
                </dt>
                <dd className="font-medium">{m.address}</dd>
              </div>
              <div>
                <dt className="text-sm text-stone-600">
                  <Trans>Operating hours</Trans>
                </dt>
                <dd className="font-medium">{m.openingHours}</dd>
              </div>
            </dl>
            <Link
              to={href(paths.marketCorrection, { id: m.id })}
              className="mt-2 inline-flex min-h-6 items-center text-sm text-brand-800 underline"
            >
              <Trans>Hours or place wrong? Suggest a correction</Trans>
            </Link>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={href(paths.productCategories, { id: m.id })} className={buttonClass('primary')}>
                <Trans>See Product Categories</Trans>
              </Link>
              <Link to={paths.markets} className={buttonClass('secondary')}>
                <Trans>Back to Market</Trans>
              </Link>
              <Link
                to={`${paths.reportPrice}?${new URLSearchParams({ marketId: m.id, marketName: m.name })}`}
                className={buttonClass('secondary')}
              >
                <Trans>Report a price here</Trans>
              </Link>
            </div>
          </>
        )}
      </QueryState>
    </Card>
  );
}
