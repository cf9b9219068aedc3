import type { Cart } from '../../../contract/cart';
import type { Point } from '../../lib/location';

/** A best split asked for: from where, over how many markets, at what trip cost per km, old prices or not. */
export interface SplitAsk {
  at: Point;
  maxMarkets: number;
  costPerKm: number;
  includeOld: boolean;
}

/** A cart comparison asked for: from where (when known), at what trip cost per km, old prices or not. */
export interface CompareAsk {
  at: Point | null;
  costPerKm: number;
  includeOld: boolean;
}

/** What a cart holds, as part of a key: its items and their quantities. */
const contentsOf = (cart: Cart) => cart.items.map((item) => [item.cartItemId, item.quantity]);

/**
 * The comparison feature's cached answers; every key starts with `all`. A cart's comparison is
 * keyed by what the cart holds, so a changed cart is compared anew.
 */
export const comparisonKeys = {
  all: ['comparison'] as const,
  cart: (cart: Cart, ask: CompareAsk) => [...comparisonKeys.all, 'cart', cart.cartId, contentsOf(cart), ask] as const,
  split: (cart: Cart, ask: SplitAsk) => [...comparisonKeys.all, 'split', cart.cartId, contentsOf(cart), ask] as const,
  product: (productId: string, at: Point | null) => [...comparisonKeys.all, 'product', productId, at] as const,
};
