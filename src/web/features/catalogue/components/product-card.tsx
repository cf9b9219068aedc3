import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductHit } from '../../../../contract/catalogue';
import { useAddToCartAction } from '../../../app/cart-actions';
import { href, paths } from '../../../app/paths';
import { Button, buttonClass, Card, ItemName, PriceAge } from '../../../components/ui';
import { useSourceName } from '../../../app/source-names';
import { formatPrice, unitPriceText } from '../../../lib/format';

/**
 * What people paid for a product, shown under its price (the app gives it: shoppers' reports);
 * `shown` is every product the list shows, so one call answers them all.
 */
export type PaidRangeSlot = (product: ProductHit, shown: readonly ProductHit[]) => ReactNode;

/** Five decorative stars (spec §2); hidden from screen readers, they rate nothing. */
const Stars = () => (
  <span aria-hidden="true" className="text-sm tracking-wider text-amber-500">
    ★★★★★
  </span>
);

/** A product as a card: picture (180×100), name (in the app's language too: `ItemName`), stars, N price, unit price, price source and date (and age), distance when located, View and Add. */
export function ProductCard({
  product,
  showMarket = false,
  headingLevel = 3,
  paidRange,
  shown = [product],
}: {
  product: ProductHit;
  showMarket?: boolean;
  /** The card's title level: one below the heading of the list it sits in. */
  headingLevel?: 2 | 3;
  paidRange?: PaidRangeSlot;
  /** The products shown beside it (for `paidRange`). */
  shown?: readonly ProductHit[];
}) {
  const unit = unitPriceText(product);
  const addToCart = useAddToCartAction();
  const sourceName = useSourceName();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a heading's element, not a text
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { name, distanceKm } = product;
  const distance = distanceKm?.toFixed(1);
  return (
    <Card className="flex h-full flex-col p-3 sm:p-4">
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt=""
          width={180}
          height={100}
          loading="lazy"
          decoding="async"
          className="h-[100px] w-[180px] max-w-full rounded-lg bg-stone-100 object-cover"
        />
      ) : (
        <div className="h-[100px] w-[180px] max-w-full rounded-lg bg-stone-100" aria-hidden="true" />
      )}
      <Title className="mt-3 font-semibold">
        <ItemName
          product={product}
          after={product.unit && <span className="font-normal text-stone-600"> · {product.unit}</span>}
        />
      </Title>
      {showMarket && <p className="text-sm text-stone-700">{product.marketName}</p>}
      <Stars />
      <p className="mt-1 text-lg font-bold">{formatPrice(product.price)}</p>
      {unit && <p className="text-sm text-stone-700">{unit}</p>}
      {/* A line kept for what people paid, so the card does not grow when it arrives. */}
      {paidRange && <div className="min-h-4">{paidRange(product, shown)}</div>}
      <PriceAge product={product} sourceName={sourceName(product.priceSource)} />
      {distance !== undefined && (
        <p className="text-xs text-stone-600">
          <Trans>{distance} km from you</Trans>
        </p>
      )}
      <div className="mt-auto flex gap-2 pt-3">
        <Link to={href(paths.product, { productId: product.id })} className={buttonClass('secondary', 'sm')}>
          <Trans>
            View<span className="sr-only"> {name}</span>
          </Trans>
        </Link>
        <Button size="sm" onClick={() => addToCart(product)}>
          <Trans>
            Add<span className="sr-only"> {name} to cart</span>
          </Trans>
        </Button>
      </div>
    </Card>
  );
}
