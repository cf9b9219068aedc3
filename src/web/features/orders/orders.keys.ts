import type { OrderStatus } from '../../../contract/orders';

/** A page of every order (admin), with an optional status filter. */
export interface OrdersAsk {
  page: number;
  pageSize: number;
  status?: OrderStatus | undefined;
}

/** The orders feature's cached answers; every key starts with `all`, so a changed order reads them all again. */
export const orderKeys = {
  all: ['orders'] as const,
  /** Every page of every order (admin). */
  allPages: () => [...orderKeys.all, 'all'] as const,
  page: (ask: OrdersAsk) => [...orderKeys.allPages(), ask] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
  track: (orderId: string) => [...orderKeys.all, 'track', orderId] as const,
  /** The shopper's own orders. */
  ofUsers: () => [...orderKeys.all, 'user'] as const,
  ofUser: (userId: string) => [...orderKeys.ofUsers(), userId] as const,
  /** The shopper's cancellation, which refunds the order's payment. */
  cancel: () => [...orderKeys.all, 'cancel'] as const,
};
