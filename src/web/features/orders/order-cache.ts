import type { QueryClient } from '@tanstack/react-query';
import type { Order, OrderTracking } from '../../../contract/orders';
import { orderKeys } from './orders.keys';

type OrderPage = { items: Order[] };

/**
 * Puts an order the server just answered with into every cached list and view of it, so the card
 * or row shows its new status at once; the caller then invalidates `orderKeys.all` for the rest.
 */
export function showOrder(client: QueryClient, order: Order) {
  const swap = (o: Order) => (o.orderId === order.orderId ? order : o);
  client.setQueryData<Order>(orderKeys.detail(order.orderId), order);
  client.setQueryData<OrderTracking>(orderKeys.track(order.orderId), {
    orderId: order.orderId,
    status: order.status,
  });
  client.setQueriesData<Order[]>({ queryKey: orderKeys.ofUsers() }, (list) => list?.map(swap));
  client.setQueriesData<OrderPage>({ queryKey: orderKeys.allPages() }, (page) =>
    page ? { ...page, items: page.items.map(swap) } : page,
  );
}
