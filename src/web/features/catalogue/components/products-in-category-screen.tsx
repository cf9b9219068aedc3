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
  return (
    <section>
      <h1 className="text-2xl font-bold">
        {first ? `${sentenceCase(first.categoryName)} at ${first.marketName}` : 'Products'}
      </h1>
      <div className="mt-4">
        <QueryState
          query={products}
          loading="Loading products"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="No products in this category yet." />}
        >
          {(list) => <ProductGrid products={list} pageSize={3} headingLevel={2} paidRange={paidRange} />}
        </QueryState>
      </div>
      <Link to={href(paths.productCategories, { id: marketId })} className={buttonClass('secondary', 'md', 'mt-6')}>
        Back to Product Categories
      </Link>
    </section>
  );
}
