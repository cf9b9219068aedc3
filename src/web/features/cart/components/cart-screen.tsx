import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartItem } from '../../../../contract/cart';
import type { Product } from '../../../../contract/catalogue';
import { MAX_CART_QUANTITY } from '../../../../contract/cart.constants';
import { href, paths } from '../../../app/paths';
import { useSourceName } from '../../../app/source-names';
import {
  Button,
  buttonClass,
  type Column,
  EmptyState,
  ItemName,
  PriceAge,
  QueryState,
  Table,
  PhoneOrWide,
} from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { formatPrice, formatTotal } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCart } from '../api/cart';
import { useClearCart } from '../api/clear-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';

function QuantityStepper({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const { t } = useLingui();
  // A refusal is told through the promise: mutate's own callbacks are dropped when the stepper is
  // not subscribed at that moment (drawn again for the optimistic quantity, before its effects ran).
  const change = (quantity: number) =>
    update
      .mutateAsync({ cartItemId: item.cartItemId, quantity })
      .catch((err: unknown) => toast.error(errorMessage(err), { title: t`ERROR`, duration: 5000 }));
  const name = item.product.localName ?? item.product.name;
  return (
    <div className="inline-flex items-center gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`One less ${name}`}
        disabled={item.quantity <= 1}
        onClick={() => change(item.quantity - 1)}
      >
        −
      </Button>
      <span className="min-w-8 text-center tabular-nums" aria-live="polite" aria-label={t`Quantity of ${name}`}>
        {item.quantity}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`One more ${name}`}
        disabled={item.quantity >= MAX_CART_QUANTITY}
        onClick={() => change(item.quantity + 1)}
      >
        +
      </Button>
    </div>
  );
}

function RemoveButton({ item }: { item: CartItem }) {
  const remove = useRemoveCartItem();
  const { t } = useLingui();
  const name = item.product.localName ?? item.product.name;
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={remove.isPending}
      onClick={() =>
        remove
          .mutateAsync(item.cartItemId)
          .catch((err: unknown) => toast.error(errorMessage(err), { title: t`ERROR`, duration: 5000 }))
      }
    >
      <Trans>
        Remove<span className="sr-only"> {name}</span>
      </Trans>
    </Button>
  );
}

/** Where an item's price comes from and how old it is (decision record 011). */
function ItemPriceAge({ item }: { item: CartItem }) {
  const sourceName = useSourceName();
  return <PriceAge product={item.product} sourceName={sourceName(item.product.priceSource)} />;
}

/** The spec's columns, headed in the active language; `priceNote` goes under an item's price. */
function useColumns(priceNote: (i: CartItem) => ReactNode): Column<CartItem>[] {
  const { t } = useLingui();
  return [
    {
      header: t`Product`,
      cell: (i) => (
        <Link to={href(paths.product, { productId: i.productId })} className="font-medium underline">
          <ItemName
            product={i.product}
            after={i.product.unit && <span className="font-normal text-stone-600"> · {i.product.unit}</span>}
          />
        </Link>
      ),
    },
    {
      header: t`Description`,
      cell: (i) => (
        <span className="block max-w-xs text-stone-700">
          {i.marketName}
          {i.product.description && <span className="block text-xs text-stone-600">{i.product.description}</span>}
          <ItemPriceAge item={i} />
        </span>
      ),
    },
    {
      header: t`Price`,
      numeric: true,
      cell: (i) => (
        <>
          {formatPrice(i.price)}
          {priceNote(i)}
        </>
      ),
    },
    { header: t`Quantity`, cell: (i) => <QuantityStepper item={i} /> },
    { header: t`Subtotal`, numeric: true, cell: (i) => formatPrice(i.subtotal) },
    { header: t`Action`, cell: (i) => <RemoveButton item={i} /> },
  ];
}

/** An item as a card, for a phone. */
function ItemCard({ item: i, product, priceNote }: { item: CartItem; product: ReactNode; priceNote: ReactNode }) {
  const price = formatPrice(i.price);
  const subtotal = formatPrice(i.subtotal);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">{product}</div>
        <RemoveButton item={i} />
      </div>
      <p className="text-sm text-stone-700">{i.marketName}</p>
      <ItemPriceAge item={i} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 text-sm tabular-nums">
          <Trans>{price} each</Trans>
          {priceNote}
        </span>
        <QuantityStepper item={i} />
      </div>
      <p className="mt-1 text-right font-semibold tabular-nums">
        <Trans>Subtotal {subtotal}</Trans>
      </p>
    </li>
  );
}

/**
 * The cart (spec §2): its items, totals from the server, checkout, clear and compare. Under each
 * price, what people paid for it (`paidRange`, given by the app: shoppers' reports).
 */
export function CartScreen({ paidRange }: { paidRange?: (product: Product, shown: readonly Product[]) => ReactNode }) {
  const cart = useCart();
  const products = cart.data?.items.map((i) => i.product) ?? [];
  const priceNote = (i: CartItem) => paidRange?.(i.product, products);
  const columns = useColumns(priceNote);
  const clear = useClearCart();
  const { t } = useLingui();
  const { userId } = useSession();
  const navigate = useNavigate();
  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>Cart</Trans>
      </h1>
      <QueryState
        query={cart}
        loading={t`Loading your cart`}
        isEmpty={(c) => c.items.length === 0}
        empty={
          <EmptyState title={t`Your cart is empty. Start shopping now!`}>
            <Link to={paths.markets} className={buttonClass('primary', 'md', 'mt-3')}>
              <Trans>Shop Now</Trans>
            </Link>
          </EmptyState>
        }
      >
        {(c) => (
          <>
            {/* A phone gets one card per item; wider screens the spec's table. */}
            <PhoneOrWide
              className="mt-4"
              phone={
                <ul className="space-y-3" aria-label={t`Items in your cart`}>
                  {c.items.map((i) => (
                    <ItemCard key={i.cartItemId} item={i} product={columns[0]!.cell(i)} priceNote={priceNote(i)} />
                  ))}
                </ul>
              }
              wide={
                <Table columns={columns} rows={c.items} rowKey={(i) => i.cartItemId} caption={t`Items in your cart`} />
              }
            />
            <dl className="mt-4 grid max-w-sm grid-cols-2 gap-x-3 gap-y-1 rounded-xl bg-white p-4 shadow-sm">
              <dt className="text-stone-700">
                <Trans>Total Items</Trans>
              </dt>
              <dd className="text-right font-semibold tabular-nums">{c.totalItems}</dd>
              <dt className="text-stone-700">
                <Trans>Total Price</Trans>
              </dt>
              <dd className="text-right font-semibold tabular-nums">{formatTotal(c.totalPrice)}</dd>
            </dl>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link
                to={`${paths.paymentForm}?${new URLSearchParams({ totalPrice: String(c.totalPrice), paymentType: 'product' })}`}
                className={buttonClass('primary')}
              >
                <Trans>Checkout</Trans>
              </Link>
              <Button
                variant="danger"
                loading={clear.isPending}
                onClick={() =>
                  userId &&
                  clear.mutate(userId, {
                    onSuccess: () => window.alert(t`Cart cleared successfully`),
                    onError: (err) => toast.error(errorMessage(err), { title: t`ERROR`, duration: 5000 }),
                  })
                }
              >
                <Trans>Clear Cart</Trans>
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  // Spec §2: with no cart id the action logs an error and does nothing.
                  // eslint-disable-next-line no-console, lingui/no-unlocalized-strings -- for a developer, not a shopper
                  if (!c.cartId) return console.error('Compare Prices: the cart has no id yet.');
                  void navigate(href(paths.priceComparison, { cartId: c.cartId }));
                }}
              >
                <Trans>Compare Prices</Trans>
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
