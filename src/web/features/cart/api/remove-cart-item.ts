import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSchema } from '../../../../contract/common';
import { api, typed } from '../../../lib/api-client';
import { cartKeys } from '../cart.keys';

/** DELETE /api/carts/removecartitem/{id} (bearer) */
const removeCartItem = (cartItemId: string) =>
  api(`/api/carts/removecartitem/${encodeURIComponent(cartItemId)}`, {
    method: 'DELETE',
    schema: typed<typeof MessageSchema>(),
  });

export function useRemoveCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
