import { useCart } from './api/cart';

/** The number of items in the signed-in shopper's cart: the sum of quantities (0 for a visitor). */
export function useCartCount(): number {
  return useCart().data?.totalItems ?? 0;
}
