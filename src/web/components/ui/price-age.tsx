import type { Product } from '../../../contract/catalogue';
import { monthOf, observedOn } from '../../lib/format';

/**
 * Where a price comes from and how old it is (decision record 011): the date beside the source, an
 * "old price" mark past 60 days, and past 180 days "last seen", for it is no longer a current price.
 */
export function PriceAge({
  product,
  sourceName,
}: {
  product: Pick<Product, 'priceObservedAt' | 'priceAge'>;
  sourceName: string;
}) {
  if (product.priceAge === 'stale')
    return (
      <p className="text-xs text-amber-900">
        Last seen {monthOf(product.priceObservedAt)} · {sourceName}
      </p>
    );
  return (
    <p className="text-xs text-stone-600">
      {sourceName}, {observedOn(product.priceObservedAt)}
      {product.priceAge === 'old' && (
        <span className="ml-1 rounded bg-amber-100 px-1 font-medium text-amber-900">old price</span>
      )}
    </p>
  );
}
