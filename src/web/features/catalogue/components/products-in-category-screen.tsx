import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { href, paths } from '../../../app/paths';
import { buttonClass, EmptyState, QueryState } from '../../../components/ui';
import { useProductsInCategory } from '../api/products-in-category';
import type { PaidRangeSlot } from './product-card';
import { ProductGrid } from './product-grid';

/** Products in a category of a market (spec §2): 3 a page. */
const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ProductsInCategoryScreen({
  marketId,
  categoryId,
  paidRange,
}: {
  marketId: string;
  categoryId: string;
  paidRange?: PaidRangeSlot;
}) {
  const products = useProductsInCategory(marketId, categoryId);
  const first = products.data?.[0];
  const { t } = useLingui();
  const category = first && sentenceCase(first.categoryName);
  const market = first?.marketName;
  return (
    <section>
      <h1 className="text-2xl font-bold">
        {first
          ? t({ message: `${category} at ${market}`, comment: 'A category of a market: “Rice at Wuse Market”' })
          : t`Products`}
      </h1>
      <div className="mt-4">
        <QueryState
          query={products}
          loading={t`Loading products`}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title={t`No products in this category yet.`} />}
        >
          {(list) => <ProductGrid products={list} pageSize={3} headingLevel={2} paidRange={paidRange} />}
        </QueryState>
      </div>
      <Link to={href(paths.productCategories, { id: marketId })} className={buttonClass('secondary', 'md', 'mt-6')}>
        <Trans>Back to Product Categories</Trans>
      </Link>
    </section>
  );
}
