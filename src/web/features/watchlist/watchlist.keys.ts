export interface NotificationsAsk {
  page: number;
  pageSize: number;
}

/** The watchlist feature's cached answers: the watched products and the price-alert notifications. */
export const watchlistKeys = {
  all: ['watchlist'] as const,
  lists: () => [...watchlistKeys.all, 'list'] as const,
  list: (userId: string) => [...watchlistKeys.lists(), userId] as const,
};

/** The notifications (price alerts) and their unread count for the bell; every key starts with `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  page: (ask: NotificationsAsk) => [...notificationKeys.all, 'list', ask] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};
