import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductComparisonEntry } from '../../../../contract/comparison';
import { href, paths } from '../../../app/paths';
import { type Column, EmptyState, linkClass, QueryState, Table } from '../../../components/ui';
import { formatPrice, formatTotal, unitPriceText } from '../../../lib/format';
import { useCompareProduct } from '../api/compare-product';
import { dateText, km } from '../figures';
import type { PaidRangeSlot } from '../paid-range-slot';
import { useStartingPoint } from '../starting-point';

/** The columns; `priceNote` goes under a market's price. */
const productColumnsOf = (priceNote: (e: ProductComparisonEntry) => ReactNode): Column<ProductComparisonEntry>[] => [
  {
    header: 'Market',
    cell: (e) => (
      <Link to={href(paths.product, { productId: e.product.id })} className="font-medium underline">
        {e.product.marketName}
      </Link>
    ),
  },
  {
    header: 'Price (NGN)',
    numeric: true,
    cell: (e) => (
      <span>
        {formatTotal(e.priceForPack)}
        {!e.samePack && (
          <span className="block text-xs text-stone-600">
            {formatPrice(e.product.price)} for {e.product.unit}
          </span>
        )}
        {priceNote(e)}
      </span>
    ),
  },
  {
    header: 'Unit price',
    numeric: true,
    cell: (e) => unitPriceText(e) ?? '—',
  },
  { header: 'Price date', cell: (e) => dateText(e.product.priceObservedAt) },
  { header: 'Distance', numeric: true, cell: (e) => km(e.distanceKm) },
];

function ProductAcrossMarkets({ productId, paidRange }: { productId: string; paidRange?: PaidRangeSlot }) {
  const start = useStartingPoint();
  const across = useCompareProduct(productId, start.at);
  const products = across.data?.map((e) => e.product) ?? [];
  const productColumns = productColumnsOf((e) => paidRange?.(e.product, products));
  return (
    <QueryState
      query={across}
      loading="Comparing markets"
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title="No market sells this product now." />}
    >
      {(list) => (
        <>
          <p className="mt-4 text-lg">
            <strong>{list[0]!.product.name}</strong> at {list.length} market{list.length === 1 ? '' : 's'}, cheapest
            first.
          </p>
          <ul className="mt-4 space-y-2 md:hidden" aria-label="This product at each market">
            {list.map((e) => (
              <li key={e.product.id} className="rounded-xl border border-stone-200 bg-white p-3">
                <div className="flex items-start justify-between gap-2">
                  {productColumns[0]!.cell(e)}
                  <span className="text-right font-semibold tabular-nums">{productColumns[1]!.cell(e)}</span>
                </div>
                <p className="mt-1 text-xs text-stone-600">
                  {productColumns[2]!.cell(e)} · observed {dateText(e.product.priceObservedAt)}
                  {e.distanceKm !== null && ` · ${km(e.distanceKm)}`}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden md:block">
            <Table
              columns={productColumns}
              rows={list}
              rowKey={(e) => e.product.id}
              caption="This product at each market"
            />
          </div>
        </>
      )}
    </QueryState>
  );
}

/**
 * Price comparison of one product (spec §2, from product details): the product at each market,
 * cheapest first, with what people paid there under its price (`paidRange`).
 */
export function ProductComparisonScreen({ productId, paidRange }: { productId: string; paidRange?: PaidRangeSlot }) {
  return (
    <section>
      <Link to={href(paths.product, { productId })} className={linkClass()}>
        Back to the product
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Price comparison</h1>
      <ProductAcrossMarkets productId={productId} paidRange={paidRange} />
    </section>
  );
}
