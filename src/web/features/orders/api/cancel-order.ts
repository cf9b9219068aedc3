import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderSchema } from '../../../../contract/orders';
import { api } from '../../../lib/api-client';
import { showOrder } from '../order-cache';

/** POST /api/Order/{id}/cancel (bearer): the shopper cancels their order; its payment is refunded */
export const cancelOrder = (orderId: string) =>
  api(`/api/Order/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', schema: OrderSchema });

/** The canceled order shows at once; every order view and the payments are read again after. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => showOrder(client, order),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['orders'] }),
        // A refund changes the payment: the transactions list reads it again.
        client.invalidateQueries({ queryKey: ['payments', 'transactions'] }),
      ]),
  });
}
