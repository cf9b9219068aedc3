import { useQuery } from '@tanstack/react-query';
import type { OrderListSchema } from '../../../../contract/orders';
import { api, typed } from '../../../lib/api-client';
import { orderKeys } from '../orders.keys';
import { useSession } from '../../../lib/session';

/** GET /api/Order/user/{userId} (bearer): the signed-in shopper's orders, newest first */
const getUserOrders = (userId: string) =>
  api(`/api/Order/user/${encodeURIComponent(userId)}`, { schema: typed<typeof OrderListSchema>() });

/** The signed-in shopper's orders; nothing is asked without a user id in the token. */
export function useUserOrders() {
  const { userId } = useSession();
  return useQuery({
    queryKey: orderKeys.ofUser(userId ?? ''),
    queryFn: () => getUserOrders(userId ?? ''),
    enabled: !!userId,
  });
}
