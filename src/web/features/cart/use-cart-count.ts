/**
 * The number of items in the signed-in shopper's cart (sum of quantities). There is no cart
 * service yet, so it is 0; the cart feature replaces this with the server's count.
 */
export function useCartCount(): number {
  return 0;
}
