import { useState } from 'react';
import type { Product } from '../../../../contract/catalogue';
import { Pagination, paginate } from '../../../components/ui';
import { type PaidRangeSlot, ProductCard } from './product-card';

/** Products a page at a time with Previous / 'Page X of Y' / Next. */
export function ProductGrid({
  products,
  pageSize,
  showMarket,
  headingLevel,
  paidRange,
}: {
  products: Product[];
  pageSize: number;
  showMarket?: boolean;
  headingLevel?: 2 | 3;
  paidRange?: PaidRangeSlot;
}) {
  const [page, setPage] = useState(1);
  const shown = paginate(products, page, pageSize);
  return (
    <>
      <ul
        className={`grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 ${pageSize % 4 === 0 ? 'lg:grid-cols-4' : ''}`}
      >
        {shown.items.map((p) => (
          <li key={p.id}>
            <ProductCard
              product={p}
              showMarket={showMarket}
              headingLevel={headingLevel}
              paidRange={paidRange}
              shown={shown.items}
            />
          </li>
        ))}
      </ul>
      {shown.totalPages > 1 && <Pagination page={shown.page} totalPages={shown.totalPages} onPageChange={setPage} />}
    </>
  );
}
