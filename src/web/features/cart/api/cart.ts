import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartSchema } from '../../../../contract/cart';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/carts/mine (bearer): the items and the totals the server summed in kobo */
export const getCart = () => api('/api/carts/mine', { schema: CartSchema });

export const cartQuery = () => queryOptions({ queryKey: ['cart'], queryFn: getCart });

/** The signed-in shopper's cart; nothing is asked for a visitor. */
export function useCart() {
  const { signedIn } = useSession();
  return useQuery({ ...cartQuery(), enabled: signedIn });
}
