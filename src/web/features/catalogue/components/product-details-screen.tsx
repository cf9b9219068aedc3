import type { I18n } from '@lingui/core';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Product } from '../../../../contract/catalogue';
import { useAddToCartAction } from '../../../app/cart-actions';
import { href, paths } from '../../../app/paths';
import { useSourceName } from '../../../app/source-names';
import { Button, buttonClass, Card, Input, linkClass, PriceAge, QueryState, TextArea } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { formatTotal, unitPriceText } from '../../../lib/format';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useProduct } from '../api/product';
import { useUpdateProduct } from '../api/update-product';
import type { EditProductFormInput, EditProductFormValues } from '../forms';
import { priceMessage } from '../messages';
import { isOnSale } from '../prices';
import { ImagePicker } from './image-picker';
import { ItemName } from './item-name';

/**
 * The edit form's schema loads when an admin first checks it, not with every product page (decision
 * record 020); its messages in the language of `_`.
 */
const editProductResolver = (_: I18n['_']) =>
  lazyResolver<EditProductFormInput, EditProductFormValues>(async () => {
    const [{ zodResolver }, { editProductForm }] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('../forms'),
    ]);
    return zodResolver(editProductForm(_));
  });

/** Admins change the price, description, featured flag and picture; a new price joins the history. */
function EditProduct({ product, onDone }: { product: Product; onDone: () => void }) {
  const update = useUpdateProduct();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const { t } = useLingui();
  // The form's rules again when the language changes, so its messages follow.
  const { _ } = useLinguiContext();
  const resolver = useMemo(() => editProductResolver(_), [_]);
  const { register, handleSubmit, formState } = useForm<EditProductFormInput, unknown, EditProductFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { price: String(product.price), description: product.description, isFeatured: product.isFeatured },
  });
  const onSubmit = handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ id: product.id, changes: { ...changes, ...(imageUrl && { imageUrl }) } });
      toast.success(t`Product updated`);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err), { duration: 5000 });
    }
  });
  return (
    <form className="mt-6 space-y-4 border-t border-stone-200 pt-4" noValidate onSubmit={onSubmit}>
      <h2 className="text-lg font-semibold">
        <Trans>Edit product</Trans>
      </h2>
      <Input
        label={t`Price (N)`}
        inputMode="decimal"
        {...register('price')}
        error={priceMessage(_, formState.errors.price?.message)}
      />
      <TextArea label={t`Description`} rows={3} {...register('description')} />
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" {...register('isFeatured')} /> <Trans>Is Featured</Trans>
      </label>
      <ImagePicker label={t`New picture (optional)`} onUploaded={setImageUrl} />
      <div className="flex gap-3">
        <Button type="submit" loading={update.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

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
                  <EditProduct product={product} onDone={() => setEditing(false)} />
                ) : (
                  <Button variant="secondary" className="mt-6" onClick={() => setEditing(true)}>
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
