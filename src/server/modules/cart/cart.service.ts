import type { Locale } from '../../../contract/languages.js';
import {
  type AddedToCart,
  type Cart,
  type CartItem,
  MAX_CART_QUANTITY,
  type UpdateCartItem,
} from '../../../contract/cart.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Said, Words } from '../../lib/i18n.js';
import type { Clock } from '../../lib/clock.js';
import { koboToNaira } from '../../lib/money.js';
import { type Caller, checkOwner } from '../../plugins/auth.js';
import type { CatalogueService, PricedProduct } from '../catalogue/index.js';
import type { CartItemRow, CartRepository } from './cart.repository.js';

export const CART_MESSAGES = {
  /** The spec's success toast. */
  added: (name: string): Words => /*i18n*/ ({ id: 'Product "{name}" added to cart!', values: { name } }),
  /** A product already in the cart gets more instead of a refusal. */
  raised: (label: string, quantity: number): Words =>
    quantity >= MAX_CART_QUANTITY
      ? /*i18n*/ {
          id: '{label} is already in your cart: you now have {quantity}, the most one cart holds.',
          values: { label, quantity },
        }
      : /*i18n*/ { id: '{label} is already in your cart: you now have {quantity}.', values: { label, quantity } },
  noProduct: /*i18n*/ { id: 'There is no product with this id.' },
  notOnSale: /*i18n*/ { id: 'This product is no longer on sale.' },
  noItem: /*i18n*/ { id: 'There is no item with this id in your cart.' },
  notYours: /*i18n*/ { id: 'You can only use your own cart.' },
  cleared: /*i18n*/ { id: 'Cart cleared successfully' },
  removed: /*i18n*/ { id: 'Item removed from cart.' },
} satisfies Record<string, Words | ((...args: never[]) => Words)>;

/** A line of the cart as the comparison needs it: what, how many, and at what price now. */
export interface CartLine {
  itemId: string;
  productId: string;
  commodityId: string;
  name: string;
  unit: string | null;
  quantity: number;
  priceKobo: number;
  marketId: string;
  marketName: string;
  /** When the product's current price was observed. */
  priceObservedAt: Date;
  /** False once the product is withdrawn from sale: it can be compared but not bought. */
  onSale: boolean;
}

export interface CartDeps {
  repo: CartRepository;
  catalogue: CatalogueService;
  clock: Clock;
}

export function createCartService({ repo, catalogue, clock }: CartDeps) {
  /** The user always comes from the token; a `userId` naming someone else is refused, never used. */
  function ownerOf(caller: Caller, userId: string | undefined): string {
    checkOwner(caller.id, userId, () => new AppError('FORBIDDEN', CART_MESSAGES.notYours));
    return caller.id;
  }

  function toCartItem(row: CartItemRow, priced: PricedProduct): CartItem {
    const { product } = priced;
    return {
      cartItemId: row.id,
      cartId: row.cartId,
      productId: row.productId,
      quantity: row.quantity,
      price: product.price,
      subtotal: koboToNaira(priced.priceKobo * row.quantity),
      unitPrice: product.unitPrice,
      marketId: product.marketId,
      marketName: product.marketName,
      product,
      imageData: null,
    };
  }

  async function pricedRows(userId: string, locale?: Locale) {
    const rows = await repo.items(userId);
    const priced = await catalogue.priced(
      rows.map((r) => r.productId),
      locale,
    );
    return rows.map((row) => ({ row, priced: priced.get(row.productId)! }));
  }

  async function cartOf(userId: string, locale?: Locale): Promise<Cart> {
    const lines = await pricedRows(userId, locale);
    return {
      cartId: lines[0]?.row.cartId ?? (await repo.cartOf(userId)) ?? null,
      items: lines.map(({ row, priced }) => toCartItem(row, priced)),
      totalItems: lines.reduce((n, { row }) => n + row.quantity, 0),
      // Summed in integer kobo, turned into naira once.
      totalPrice: koboToNaira(lines.reduce((kobo, { row, priced }) => kobo + priced.priceKobo * row.quantity, 0)),
    };
  }

  return {
    /** The caller's cart with its totals; its items named in `locale` too, when they have a name there. */
    cart: (caller: Caller, userId?: string, locale?: Locale) => cartOf(ownerOf(caller, userId), locale),

    /** The spec's getcartitems: the items alone. */
    items: async (caller: Caller, userId?: string, locale?: Locale) =>
      (await cartOf(ownerOf(caller, userId), locale)).items,

    /**
     * Adds a product, or raises the quantity of the item already holding it (capped at 999): the
     * repository does either in one statement on the unique (cart, product) key, so six identical
     * adds at the same moment leave one item of 6. `created` tells which happened (201 or 200).
     */
    async add(
      caller: Caller,
      input: { productId: string; quantity: number; userId?: string },
    ): Promise<{ created: boolean; added: Said<AddedToCart> }> {
      const userId = ownerOf(caller, input.userId);
      const priced = (await catalogue.priced([input.productId])).get(input.productId);
      if (!priced) throw new AppError('NOT_FOUND', CART_MESSAGES.noProduct);
      if (priced.archived) throw new AppError('NOT_FOUND', CART_MESSAGES.notOnSale);
      const cartId = await repo.ensureCart(userId);
      const { row, created } = await repo.addItem(cartId, input.productId, input.quantity, clock.now());
      const { name, unit } = priced.product;
      const message = created
        ? CART_MESSAGES.added(name)
        : CART_MESSAGES.raised(unit ? `${name} ${unit}` : name, row.quantity);
      return { created, added: { ...toCartItem(row, priced), message } };
    },

    async update(caller: Caller, input: UpdateCartItem): Promise<CartItem> {
      const row = await repo.setQuantity(caller.id, input.cartItemId, input.quantity, clock.now());
      if (!row) throw new AppError('NOT_FOUND', CART_MESSAGES.noItem);
      const priced = (await catalogue.priced([row.productId])).get(row.productId)!;
      return toCartItem(row, priced);
    },

    async remove(caller: Caller, itemId: string): Promise<{ message: Words }> {
      if (!(await repo.removeItem(caller.id, itemId))) throw new AppError('NOT_FOUND', CART_MESSAGES.noItem);
      return { message: CART_MESSAGES.removed };
    },

    async clear(caller: Caller, userId: string): Promise<{ message: Words }> {
      await repo.clear(ownerOf(caller, userId));
      return { message: CART_MESSAGES.cleared };
    },

    /**
     * Takes what a payment bought out of its payer's cart, inside the transaction (`tx`) that makes
     * the order: each product's quantity goes down by the quantity bought; what was added meanwhile stays.
     */
    async removeBoughtInTransaction(
      tx: Db,
      userId: string,
      bought: ReadonlyArray<{ productId: string; quantity: number }>,
    ): Promise<void> {
      await repo.within(tx).removeBought(userId, bought);
    },

    /** The caller's cart as lines with prices in kobo, for the price comparison. */
    async lines(caller: Caller, userId?: string): Promise<CartLine[]> {
      return (await pricedRows(ownerOf(caller, userId))).map(({ row, priced }) => ({
        itemId: row.id,
        productId: row.productId,
        commodityId: priced.product.commodityId,
        name: priced.product.name,
        unit: priced.product.unit,
        quantity: row.quantity,
        priceKobo: priced.priceKobo,
        marketId: priced.product.marketId,
        marketName: priced.product.marketName,
        priceObservedAt: new Date(priced.product.priceObservedAt),
        onSale: !priced.archived,
      }));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
