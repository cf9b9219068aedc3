import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass, QueryState } from '../../../components/ui';
import { useChart } from '../api/chart';
import { useChartProducts } from '../api/chart-products';
import { defaultProduct } from '../filter';
import { ChartResult } from './chart-panel';

/** The default product's monthly prices over all the data. */
function DefaultChart({ productName }: { productName: string }) {
  return <ChartResult query={useChart({ period: 'Monthly' as const, productName })} />;
}

/**
 * Price analysis (/price-analysis, spec §2): one bar chart of price over time, loaded on open, with
 * the way to the chart screen's filters. Subscribers only, like /chart.
 */
export function PriceAnalysisScreen() {
  const products = useChartProducts();
  const { t } = useLingui();
  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>Price analysis</Trans>
      </h1>
      <p className="mt-1 text-stone-700">
        <Trans>How the price of a staple moved month by month, averaged across the markets that sell it.</Trans>
      </p>
      <Link to={paths.chart} className={buttonClass('secondary', 'md', 'mt-3')}>
        <Trans>Choose the product, period and dates</Trans>
      </Link>
      <QueryState query={products} loading={t`Loading products`}>
        {(list) => {
          const productName = defaultProduct(list);
          return productName ? (
            <DefaultChart productName={productName} />
          ) : (
            <p className="mt-4 text-stone-700">
              <Trans>No product has prices yet.</Trans>
            </p>
          );
        }}
      </QueryState>
    </section>
  );
}
