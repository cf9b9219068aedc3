import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderListSchema } from '../../../../contract/orders';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/Order/user/{userId} (bearer): the signed-in shopper's orders, newest first */
export const getUserOrders = (userId: string) =>
  api(`/api/Order/user/${encodeURIComponent(userId)}`, { schema: OrderListSchema });

export const userOrdersQuery = (userId: string) =>
  queryOptions({ queryKey: ['orders', 'user', userId], queryFn: () => getUserOrders(userId) });

/** The signed-in shopper's orders; nothing is asked without a user id in the token. */
export function useUserOrders() {
  const { userId } = useSession();
  return useQuery({ ...userOrdersQuery(userId ?? ''), enabled: !!userId });
}
