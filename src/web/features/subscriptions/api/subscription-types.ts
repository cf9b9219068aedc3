import { useQuery } from '@tanstack/react-query';
import type { SubscriptionTypeListSchema } from '../../../../contract/subscriptions';
import { api, typed } from '../../../lib/api-client';
import { subscriptionKeys } from '../subscriptions.keys';

/** GET /api/subscriptiontypes: the plans on sale */
const getSubscriptionTypes = () =>
  api('/api/subscriptiontypes', { schema: typed<typeof SubscriptionTypeListSchema>() });

export const useSubscriptionTypes = () =>
  useQuery({ queryKey: subscriptionKeys.types(), queryFn: getSubscriptionTypes });
