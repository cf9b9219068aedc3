import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductComparisonEntry } from '../../../../contract/comparison';
import { href, paths } from '../../../app/paths';
import { type Column, EmptyState, linkClass, QueryState, Table, PhoneOrWide } from '../../../components/ui';
import { formatPrice, formatTotal, unitPriceText } from '../../../lib/format';
import { useCompareProduct } from '../api/compare-product';
import { dateText, km } from '../figures';
import type { PaidRangeSlot } from '../paid-range-slot';
import { useStartingPoint } from '../starting-point';

/** What a market asks for its own pack, when that is not the pack compared. */
function OtherPack({ entry }: { entry: ProductComparisonEntry }) {
  const price = formatPrice(entry.product.price);
  const unit = entry.product.unit;
  return (
    <span className="block text-xs text-stone-600">
      <Trans>
        {price} for {unit}
      </Trans>
    </span>
  );
}

/** The columns, headed in the active language; `priceNote` goes under a market's price. */
function useProductColumns(priceNote: (e: ProductComparisonEntry) => ReactNode): Column<ProductComparisonEntry>[] {
  const { t } = useLingui();
  return [
    {
      header: t`Market`,
      cell: (e) => (
        <Link to={href(paths.product, { productId: e.product.id })} className="font-medium underline">
          {e.product.marketName}
        </Link>
      ),
    },
    {
      header: t`Price (NGN)`,
      numeric: true,
      cell: (e) => (
        <span>
          {formatTotal(e.priceForPack)}
          {!e.samePack && <OtherPack entry={e} />}
          {priceNote(e)}
        </span>
      ),
    },
    {
      header: t`Unit price`,
      numeric: true,
      cell: (e) => unitPriceText(e) ?? '—',
    },
    { header: t`Price date`, cell: (e) => dateText(e.product.priceObservedAt) },
    { header: t`Distance`, numeric: true, cell: (e) => km(e.distanceKm) },
  ];
}

/** A market's row as a card, for a phone. */
function MarketCard({
  entry: e,
  columns,
}: {
  entry: ProductComparisonEntry;
  columns: Column<ProductComparisonEntry>[];
}) {
  const unitPrice = columns[2]!.cell(e);
  const observed = dateText(e.product.priceObservedAt);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">{columns[0]!.cell(e)}</div>
        <span className="max-w-[50%] text-right font-semibold tabular-nums">{columns[1]!.cell(e)}</span>
      </div>
      <p className="mt-1 text-xs text-stone-600">
        <Trans>
          {unitPrice} · observed {observed}
        </Trans>
        {e.distanceKm !== null && ` · ${km(e.distanceKm)}`}
      </p>
    </li>
  );
}

function ProductAcrossMarkets({ productId, paidRange }: { productId: string; paidRange?: PaidRangeSlot }) {
  const start = useStartingPoint();
  const across = useCompareProduct(productId, start.at);
  const products = across.data?.map((e) => e.product) ?? [];
  const productColumns = useProductColumns((e) => paidRange?.(e.product, products));
  const { t } = useLingui();
  return (
    <QueryState
      query={across}
      loading={t`Comparing markets`}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title={t`No market sells this product now.`} />}
    >
      {(list) => {
        const name = list[0]!.product.name;
        const count = list.length;
        return (
          <>
            <p className="mt-4 text-lg">
              <Plural
                value={count}
                one={
                  <Trans>
                    <strong>{name}</strong> at # market, cheapest first.
                  </Trans>
                }
                other={
                  <Trans>
                    <strong>{name}</strong> at # markets, cheapest first.
                  </Trans>
                }
              />
            </p>
            <PhoneOrWide
              className="mt-4"
              phone={
                <ul className="space-y-2" aria-label={t`This product at each market`}>
                  {list.map((e) => (
                    <MarketCard key={e.product.id} entry={e} columns={productColumns} />
                  ))}
                </ul>
              }
              wide={
                <Table
                  columns={productColumns}
                  rows={list}
                  rowKey={(e) => e.product.id}
                  caption={t`This product at each market`}
                />
              }
            />
          </>
        );
      }}
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
        <Trans>Back to the product</Trans>
      </Link>
      <h1 className="mt-2 text-2xl font-bold">
        <Trans>Price comparison</Trans>
      </h1>
      <ProductAcrossMarkets productId={productId} paidRange={paidRange} />
    </section>
  );
}
