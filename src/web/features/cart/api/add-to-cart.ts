import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddedToCartSchema } from '../../../../contract/cart';
import { api, typed } from '../../../lib/api-client';
import { cartKeys } from '../cart.keys';

/**
 * POST /api/carts/add?productId&quantity (bearer); the user is the token's. A product already in
 * the cart gets the quantity added; the answer's message says which happened.
 */
const addToCart = ({ productId, quantity = 1 }: { productId: string; quantity?: number }) =>
  api(`/api/carts/add?${new URLSearchParams({ productId, quantity: String(quantity) })}`, {
    method: 'POST',
    schema: typed<typeof AddedToCartSchema>(),
  });

export function useAddToCartCall() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSettled: () => client.invalidateQueries({ queryKey: cartKeys.all }) });
}
