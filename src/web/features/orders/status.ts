import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders.constants';

/** The way an order goes when all is well (spec §3); Canceled leaves it. */
export const ORDER_STEPS = ['Pending', 'Processing', 'Shipped', 'Delivered'] as const satisfies readonly OrderStatus[];

export const isOrderStatus = (s: unknown): s is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(s);
