import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ProductHit } from '../../../../contract/catalogue';
import { Pagination, paginate, Spinner } from '../../../components/ui';
import { type PaidRangeSlot, ProductCard } from './product-card';

/** A list read a page at a time (search): whether more follow, whether they are on their way, and how to ask. */
export interface MoreProducts {
  hasMore: boolean;
  loading: boolean;
  load: () => void;
}

/**
 * Products a page at a time with Previous / 'Page X of Y' / Next. With `more`, the products are
 * those read so far: the next ones are asked for while the page before them is shown, and the
 * label says "Page X of Y+" until the last have come.
 */
export function ProductGrid({
  products,
  pageSize,
  showMarket,
  headingLevel,
  paidRange,
  more,
}: {
  products: ProductHit[];
  pageSize: number;
  showMarket?: boolean;
  headingLevel?: 2 | 3;
  paidRange?: PaidRangeSlot;
  more?: MoreProducts;
}) {
  const [page, setPage] = useState(1);
  const { t } = useLingui();
  const hasMore = more?.hasMore ?? false;
  const read = paginate(products, page, pageSize);
  // The page after those read so far is shown as it fills.
  const current = hasMore ? Math.min(Math.max(1, page), read.totalPages + 1) : read.page;
  const items = products.slice((current - 1) * pageSize, current * pageSize);
  const needed = (current + 1) * pageSize;
  useEffect(() => {
    if (more && more.hasMore && !more.loading && needed > products.length) more.load();
  }, [more, needed, products.length]);
  return (
    <>
      <ul
        className={`grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 ${pageSize % 4 === 0 ? 'lg:grid-cols-4' : ''}`}
      >
        {items.map((p) => (
          <li key={p.id}>
            <ProductCard
              product={p}
              showMarket={showMarket}
              headingLevel={headingLevel}
              paidRange={paidRange}
              shown={items}
            />
          </li>
        ))}
      </ul>
      {hasMore && items.length < pageSize && <Spinner label={t`Loading more products`} />}
      {(read.totalPages > 1 || hasMore) && (
        <Pagination
          page={current}
          totalPages={read.totalPages}
          more={hasMore}
          onPageChange={(p) => setPage(Math.min(p, read.totalPages + 1))}
        />
      )}
    </>
  );
}
