import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionStatusSchema } from '../../../../contract/subscriptions';
import { api } from '../../../lib/api-client';

/** GET /api/user/{userId}/subscriptions (bearer, own id): the plan in force now and until when */
export const getSubscriptionStatus = (userId: string) =>
  api(`/api/user/${encodeURIComponent(userId)}/subscriptions`, { schema: SubscriptionStatusSchema });

export const subscriptionStatusQuery = (userId: string) =>
  queryOptions({ queryKey: ['subscriptions', 'status', userId], queryFn: () => getSubscriptionStatus(userId) });

/** The signed-in user's subscription; nothing is asked for a visitor. */
export const useSubscriptionStatus = (userId: string | null) =>
  useQuery({ ...subscriptionStatusQuery(userId ?? ''), enabled: !!userId });
