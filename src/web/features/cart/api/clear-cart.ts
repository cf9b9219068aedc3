import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSchema } from '../../../../contract/common';
import { api, typed } from '../../../lib/api-client';
import { cartKeys } from '../cart.keys';

/** DELETE /api/carts/clearcart/{userId} (bearer) */
const clearCart = (userId: string) =>
  api(`/api/carts/clearcart/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: typed<typeof MessageSchema>(),
  });

export function useClearCart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: clearCart, onSettled: () => client.invalidateQueries({ queryKey: cartKeys.all }) });
}
