import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationPageSchema } from '../../../../contract/watchlist';
import { api, typed } from '../../../lib/api-client';
import { notificationKeys, type NotificationsAsk } from '../watchlist.keys';

/** GET /api/notifications?page&pageSize (bearer): the signed-in user's notifications, newest first */
const getNotifications = ({ page, pageSize }: NotificationsAsk) =>
  api(`/api/notifications?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`, {
    schema: typed<typeof NotificationPageSchema>(),
  });

/** Keeps the page on screen while the next one loads. */
export const useNotifications = (ask: NotificationsAsk) =>
  useQuery({
    queryKey: notificationKeys.page(ask),
    queryFn: () => getNotifications(ask),
    placeholderData: keepPreviousData,
  });
