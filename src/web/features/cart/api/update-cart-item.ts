import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItemSchema } from '../../../../contract/cart';
import type { Cart } from '../../../../contract/cart';
import { api, typed } from '../../../lib/api-client';
import { cartKeys } from '../cart.keys';

/** PUT /api/carts/updateCartItem (bearer) */
const updateCartItem = (body: { cartItemId: string; quantity: number }) =>
  api('/api/carts/updateCartItem', { method: 'PUT', body, schema: typed<typeof CartItemSchema>() });

const withQuantity = (cart: Cart, cartItemId: string, quantity: number): Cart => {
  const items = cart.items.map((i) => (i.cartItemId === cartItemId ? { ...i, quantity } : i));
  return { ...cart, items, totalItems: items.reduce((n, i) => n + i.quantity, 0) };
};

/**
 * A quantity change shows at once (spec §4); when the server refuses it, the item goes back to
 * the quantity it had, and the cart is read again for the server's totals either way.
 */
export function useUpdateCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onMutate: async ({ cartItemId, quantity }) => {
      await client.cancelQueries({ queryKey: cartKeys.all });
      const before = client.getQueryData<Cart>(cartKeys.all);
      const previous = before?.items.find((i) => i.cartItemId === cartItemId)?.quantity;
      if (before) client.setQueryData<Cart>(cartKeys.all, withQuantity(before, cartItemId, quantity));
      return { previous };
    },
    onError: (_err, { cartItemId }, context) => {
      const now = client.getQueryData<Cart>(cartKeys.all);
      if (now && context?.previous !== undefined)
        client.setQueryData<Cart>(cartKeys.all, withQuantity(now, cartItemId, context.previous));
    },
    onSettled: () => client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
