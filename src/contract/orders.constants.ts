/**
 * The orders contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `orders.ts` re-exports them.
 */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order life cycle: Pending → Processing → Shipped → Delivered, and Pending or Processing →
 * Canceled. Everything else (including "the same status again") is refused with 409. The server
 * decides with this table; the web app offers only these choices.
 */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Processing', 'Canceled'],
  Processing: ['Shipped', 'Canceled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Canceled: [],
};
