import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CartCheck } from '../../../lib/shell-answers';
import { useSession } from '../../../lib/session';
import { cartKeys } from '../cart.keys';

/**
 * GET /api/carts/mine (bearer): the items and the totals the server summed in kobo. The shell's
 * count reads it on every screen: checked without zod (decision record 015).
 */
export const CART_PATH = '/api/carts/mine';
const getCart = () => api(CART_PATH, { schema: CartCheck });

/** The signed-in shopper's cart; nothing is asked for a visitor. */
export function useCart() {
  const { signedIn } = useSession();
  return useQuery({ queryKey: cartKeys.all, queryFn: getCart, enabled: signedIn });
}
