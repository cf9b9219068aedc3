import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderSchema } from '../../../../contract/orders';
import type { UpdateOrder } from '../../../../contract/orders';
import type { OrderStatus } from '../../../../contract/orders.constants';
import { api, typed } from '../../../lib/api-client';
import { orderKeys } from '../orders.keys';
import { showOrder } from '../order-cache';

/** PUT /api/Order/{id} with `{ status }` (admin); 409 when the change is not one the order may make */
const updateOrder = ({ orderId, status }: { orderId: string; status: OrderStatus }) =>
  api(`/api/Order/${encodeURIComponent(orderId)}`, {
    method: 'PUT',
    body: { status } satisfies UpdateOrder,
    schema: typed<typeof OrderSchema>(),
  });

/** The row shows the server's answer at once; the lists are read again either way. */
export function useUpdateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order) => showOrder(client, order),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
