import { useQuery } from '@tanstack/react-query';
import { SubscriptionTypeListSchema } from '../../../../contract/subscriptions';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from '../subscriptions.keys';

/** GET /api/subscriptiontypes: the plans on sale */
const getSubscriptionTypes = () => api('/api/subscriptiontypes', { schema: SubscriptionTypeListSchema });

export const useSubscriptionTypes = () =>
  useQuery({ queryKey: subscriptionKeys.types(), queryFn: getSubscriptionTypes });
