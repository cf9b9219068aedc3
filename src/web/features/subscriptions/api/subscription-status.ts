import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusSchema } from '../../../../contract/subscriptions';
import { api, typed } from '../../../lib/api-client';
import { subscriptionKeys } from '../subscriptions.keys';

/** GET /api/user/{userId}/subscriptions (bearer, own id): the plan in force now and until when */
const getSubscriptionStatus = (userId: string) =>
  api(`/api/user/${encodeURIComponent(userId)}/subscriptions`, { schema: typed<typeof SubscriptionStatusSchema>() });

/** The signed-in user's subscription; nothing is asked for a visitor. */
export const useSubscriptionStatus = (userId: string | null) =>
  useQuery({
    queryKey: subscriptionKeys.status(userId ?? ''),
    queryFn: () => getSubscriptionStatus(userId ?? ''),
    enabled: !!userId,
  });
