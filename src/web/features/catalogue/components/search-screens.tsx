import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Market } from '../../../../contract/markets';
import { href, paths } from '../../../app/paths';
import { Card, EmptyState, linkClass, paginate, Pagination, QueryState, Spinner } from '../../../components/ui';
import { useSearchMarkets } from '../api/search-markets';
import { useSearchProducts } from '../api/search-products';
import { useKnownLocation } from '../../../lib/location';
import type { PaidRangeSlot } from './product-card';
import { type MoreProducts, ProductGrid } from './product-grid';

/** The search's next page, for the grid: asked for once, however often the grid asks. */
const moreOf = (products: ReturnType<typeof useSearchProducts>): MoreProducts => ({
  hasMore: products.hasNextPage,
  loading: products.isFetchingNextPage,
  load: () => void products.fetchNextPage({ cancelRefetch: false }),
});

function MarketList({ markets, pageSize = 6 }: { markets: Market[]; pageSize?: number }) {
  const [page, setPage] = useState(1);
  const shown = paginate(markets, page, pageSize);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.items.map((m) => (
          <li key={m.id}>
            <Card className="h-full">
              <Link
                to={href(paths.market, { id: m.id })}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {m.name}
              </Link>
              <p className="text-sm text-stone-700">{m.address}</p>
              <p className="text-sm text-stone-700">{m.openingHours}</p>
            </Card>
          </li>
        ))}
      </ul>
      {shown.totalPages > 1 && <Pagination page={shown.page} totalPages={shown.totalPages} onPageChange={setPage} />}
    </>
  );
}

/** Search (/search?query): a markets section and a products section, 8 products a page (read 20 at a time). */
export function SearchScreen({ paidRange }: { paidRange?: PaidRangeSlot }) {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const markets = useSearchMarkets(query, query !== '');
  const at = useKnownLocation();
  const products = useSearchProducts(query, at);
  const firstMarket = products.data?.[0]?.marketId;
  const { t } = useLingui();
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-bold">{query ? t`Search: “${query}”` : t`Search`}</h1>
      {!query && <EmptyState title={t`Type what you are looking for in the search box above.`} />}
      {query && (
        <>
          <section aria-labelledby="markets-heading">
            <h2 id="markets-heading" className="mb-3 text-xl font-semibold">
              <Trans>Markets</Trans>
            </h2>
            <QueryState
              query={markets}
              loading={t`Searching markets`}
              isEmpty={(list) => list.length === 0}
              empty={
                <p className="text-stone-700">
                  <Trans>No market matches “{query}”.</Trans>
                </p>
              }
            >
              {(list) => <MarketList markets={list} />}
            </QueryState>
          </section>
          <section aria-labelledby="products-heading">
            <h2 id="products-heading" className="mb-3 text-xl font-semibold">
              <Trans>Results for products...</Trans>
            </h2>
            <QueryState
              query={products}
              loading={t`Searching products`}
              isEmpty={(list) => list.length === 0}
              empty={
                <p className="text-stone-700">
                  <Trans>No product matches “{query}”.</Trans>
                </p>
              }
            >
              {(list) => (
                <ProductGrid
                  key={query}
                  products={list}
                  pageSize={8}
                  showMarket
                  paidRange={paidRange}
                  more={moreOf(products)}
                />
              )}
            </QueryState>
            {firstMarket && (
              <Link to={href(paths.productCategories, { id: firstMarket })} className={linkClass('mt-4 text-sm')}>
                <Trans>Back to Product Categories</Trans>
              </Link>
            )}
          </section>
        </>
      )}
    </section>
  );
}

/** Search results (/search-results?search): each section only when it has results; reloads with the query. */
export function SearchResultsScreen({ paidRange }: { paidRange?: PaidRangeSlot }) {
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const markets = useSearchMarkets(search, search !== '');
  const products = useSearchProducts(search, useKnownLocation());
  const loading = search !== '' && (markets.isPending || products.isPending);
  const none = !loading && !markets.data?.length && !products.data?.length;
  const { t } = useLingui();
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-bold">
        <Trans>Results for “{search}”</Trans>
      </h1>
      {loading && <Spinner label={t`Searching`} />}
      {(markets.isError || products.isError) && (
        <p role="alert" className="text-red-700">
          <Trans>The search failed. Please try again.</Trans>
        </p>
      )}
      {markets.data && markets.data.length > 0 && (
        <section aria-labelledby="near-heading">
          <h2 id="near-heading" className="mb-3 text-xl font-semibold">
            <Trans>Markets near you...</Trans>
          </h2>
          <MarketList key={search} markets={markets.data} />
        </section>
      )}
      {products.data && products.data.length > 0 && (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="mb-3 text-xl font-semibold">
            <Trans>Results for products...</Trans>
          </h2>
          <ProductGrid
            key={search}
            products={products.data}
            pageSize={8}
            showMarket
            paidRange={paidRange}
            more={moreOf(products)}
          />
        </section>
      )}
      {none && !markets.isError && !products.isError && (
        <EmptyState title={t`Nothing matches “${search}”.`}>
          <Trans>Try another word, or check the spelling.</Trans>
        </EmptyState>
      )}
    </section>
  );
}
