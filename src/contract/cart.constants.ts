/**
 * The cart contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `cart.ts` re-exports them.
 */
export const MAX_CART_QUANTITY = 999;
