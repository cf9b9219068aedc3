import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../contract/catalogue';
import { useAddToCartAction } from '../../../app/cart-actions';
import { href, paths } from '../../../app/paths';
import { useSourceName } from '../../../app/source-names';
import { Button, buttonClass, Card, ItemName, linkClass, PriceAge, QueryState } from '../../../components/ui';
import { formatTotal, unitPriceText } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useProduct } from '../api/product';
import { isOnSale } from '../prices';

// The admin's edit form (react-hook-form, the picture upload, the update) is a chunk of its own,
// fetched when an admin points at Edit or presses it: a shopper's product page loads none of it.
const loadEditProduct = () => import('./edit-product');
const EditProduct = lazy(loadEditProduct);

/** Product details (spec §2): picture, name, description, NGN price, unit price, price date, actions. */
export function ProductDetailsScreen({
  productId,
  watch,
  stateAverage,
  shoppers,
}: {
  productId: string;
  /** The watchlist's threshold form, given by the route (features do not import each other). */
  watch?: (product: Product) => ReactNode;
  /** The state's average of the item (price history), given by the route. */
  stateAverage?: (product: Product) => ReactNode;
  /** What shoppers reported of it (reports), given by the route. */
  shoppers?: (product: Product) => ReactNode;
}) {
  const details = useProduct(productId);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const addToCart = useAddToCartAction();
  const sourceName = useSourceName();
  const { t } = useLingui();
  return (
    <Card className="mx-auto max-w-3xl">
      <QueryState query={details} loading={t`Loading product`} flush>
        {({ product }) => {
          const unit = unitPriceText(product);
          return (
            <>
              <div className="grid gap-6 md:grid-cols-2">
                <img
                  src={product.imageUrl ?? undefined}
                  alt={`${product.name}${product.unit ? `, ${product.unit}` : ''}`}
                  width={360}
                  height={200}
                  className="aspect-[9/5] w-full rounded-xl bg-stone-100 object-cover"
                />
                <div>
                  <h1 className="text-2xl font-bold">
                    <ItemName product={product} />
                  </h1>
                  <p className="text-stone-700">
                    {product.unit && <>{product.unit} · </>}
                    <Link to={href(paths.market, { id: product.marketId })} className={linkClass()}>
                      {product.marketName}
                    </Link>
                  </p>
                  <p className="mt-3 flex items-center gap-3 text-2xl font-bold">
                    {formatTotal(product.price)}
                    {isOnSale(product) && (
                      <span className="rounded-full bg-red-700 px-2 py-0.5 text-sm font-semibold text-white">
                        <Trans>On Sale</Trans>
                      </span>
                    )}
                  </p>
                  {unit && <p className="text-stone-700">{unit}</p>}
                  <PriceAge product={product} sourceName={sourceName(product.priceSource)} />
                  {stateAverage?.(product)}
                  <p className="mt-3 text-stone-800">{product.description}</p>
                  <div className="mt-4 flex flex-wrap gap-3">
                    <Button onClick={() => addToCart(product)}>
                      <Trans>Add to Cart</Trans>
                    </Button>
                    <Link to={href(paths.priceComparison, { cartId: product.id })} className={buttonClass('secondary')}>
                      <Trans>Compare prices</Trans>
                    </Link>
                  </div>
                  {watch?.(product)}
                  {/* Last: what shoppers reported arrives after the product, and moves nothing above it. */}
                  {shoppers?.(product)}
                </div>
              </div>
              {session.isAdmin &&
                (editing ? (
                  // Edit stays in its place, busy, until the form's code has come.
                  <Suspense
                    fallback={
                      <Button variant="secondary" className="mt-6" loading>
                        <Trans>Edit</Trans>
                      </Button>
                    }
                  >
                    <EditProduct product={product} onDone={() => setEditing(false)} />
                  </Suspense>
                ) : (
                  <Button
                    variant="secondary"
                    className="mt-6"
                    onPointerEnter={() => void loadEditProduct().catch(() => {})}
                    onFocus={() => void loadEditProduct().catch(() => {})}
                    onClick={() => setEditing(true)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                ))}
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
