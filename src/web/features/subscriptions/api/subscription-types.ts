import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionTypeListSchema } from '../../../../contract/subscriptions';
import { api } from '../../../lib/api-client';

/** GET /api/subscriptiontypes: the plans on sale */
export const getSubscriptionTypes = () => api('/api/subscriptiontypes', { schema: SubscriptionTypeListSchema });

export const subscriptionTypesQuery = () =>
  queryOptions({ queryKey: ['subscriptions', 'types'], queryFn: getSubscriptionTypes });

export const useSubscriptionTypes = () => useQuery(subscriptionTypesQuery());
