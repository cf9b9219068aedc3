import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderSchema } from '../../../../contract/orders';
import { api, typed } from '../../../lib/api-client';
import { orderKeys } from '../orders.keys';
import { showOrder } from '../order-cache';

/** POST /api/Order/{id}/cancel (bearer): the shopper cancels their order; its payment is refunded */
const cancelOrder = (orderId: string) =>
  api(`/api/Order/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', schema: typed<typeof OrderSchema>() });

/** The canceled order shows at once; every order view and the payment transactions are read again after. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    // The app reads the refunded payment again too (app/query-client.ts).
    mutationKey: orderKeys.cancel(),
    mutationFn: cancelOrder,
    onSuccess: (order) => showOrder(client, order),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
