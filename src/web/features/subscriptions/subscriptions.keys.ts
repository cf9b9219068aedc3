/** The subscriptions feature's cached answers; every key starts with `all`. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  status: (userId: string) => [...subscriptionKeys.all, 'status', userId] as const,
  types: () => [...subscriptionKeys.all, 'types'] as const,
};
