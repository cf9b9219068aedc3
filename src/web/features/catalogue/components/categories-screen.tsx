import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { href, paths } from '../../../app/paths';
import { buttonClass, Card, EmptyState, Pagination, paginate, QueryState } from '../../../components/ui';
import { useMarketCategories } from '../api/market-categories';

/** Product categories of a market (spec §2): cards, 6 a page, 'Page X of Y', Back to Markets. */
export function CategoriesScreen({ marketId }: { marketId: string }) {
  const categories = useMarketCategories(marketId);
  const [page, setPage] = useState(1);
  const { t } = useLingui();
  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>Product categories</Trans>
      </h1>
      <div className="mt-4">
        <QueryState
          query={categories}
          loading={t`Loading categories`}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title={t`This market has no products yet.`} />}
        >
          {(list) => {
            const shown = paginate(list, page, 6);
            return (
              <>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.items.map((c) => (
                    <li key={c.id}>
                      <Link
                        to={href(paths.productsInCategory, { marketId, categoryId: c.id })}
                        className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        <Card className="h-full text-lg font-semibold first-letter:uppercase hover:border-brand-600">
                          {c.name}
                        </Card>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Pagination page={shown.page} totalPages={shown.totalPages} onPageChange={setPage} />
              </>
            );
          }}
        </QueryState>
      </div>
      <Link to={paths.markets} className={buttonClass('secondary', 'md', 'mt-6')}>
        <Trans>Back to Markets</Trans>
      </Link>
    </section>
  );
}
