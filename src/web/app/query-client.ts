import { hashKey, MutationCache, type MutationKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { orderKeys } from '../features/orders/orders.keys';
import { paymentKeys } from '../features/payments/payments.keys';
import { isWorthRetrying } from '../lib/api-client';

/**
 * Writes of one feature that change another feature's answers. Features never import each other,
 * so the app ties them here: a mutation carries its feature's key (`mutationKey`), and when it
 * settles, the answers listed for it are read again.
 */
const LINKED: Array<{ after: MutationKey; stale: QueryKey }> = [
  // A shopper's cancellation refunds the order's payment: the payment transactions change.
  { after: orderKeys.cancel(), stale: paymentKeys.transactions() },
];

function invalidateLinked(client: QueryClient, mutationKey: MutationKey | undefined) {
  const done = mutationKey && hashKey(mutationKey);
  const stale = LINKED.filter(({ after }) => hashKey(after) === done);
  return Promise.all(stale.map((link) => client.invalidateQueries({ queryKey: link.stale })));
}

/** The app's query cache: answers fresh for 30 s, one retry of what may succeed, and the linked writes above. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => failures < 1 && isWorthRetrying(error),
        refetchOnWindowFocus: false,
      },
    },
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _result, mutation, { client }) =>
        invalidateLinked(client, mutation.options.mutationKey),
    }),
  });
}
