import { Trans } from '@lingui/react/macro';
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
  const month = monthOf(product.priceObservedAt);
  const day = observedOn(product.priceObservedAt);
  if (product.priceAge === 'stale')
    return (
      <p className="text-xs text-amber-900">
        <Trans comment="A price no longer current: the month it was last seen, then its source">
          Last seen {month} · {sourceName}
        </Trans>
      </p>
    );
  return (
    <p className="text-xs text-stone-600">
      <Trans comment="A price's source, then the day it was seen">
        {sourceName}, {day}
      </Trans>
      {product.priceAge === 'old' && (
        <span className="ml-1 rounded bg-amber-100 px-1 font-medium text-amber-900">
          <Trans comment="A mark beside a price seen more than 60 days ago">old price</Trans>
        </span>
      )}
    </p>
  );
}
