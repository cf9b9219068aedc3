import { useQuery } from '@tanstack/react-query';
import { CartSchema } from '../../../../contract/cart';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { cartKeys } from '../cart.keys';

/** GET /api/carts/mine (bearer): the items and the totals the server summed in kobo */
const getCart = () => api('/api/carts/mine', { schema: CartSchema });

/** The signed-in shopper's cart; nothing is asked for a visitor. */
export function useCart() {
  const { signedIn } = useSession();
  return useQuery({ queryKey: cartKeys.all, queryFn: getCart, enabled: signedIn });
}
