import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationPageSchema } from '../../../../contract/watchlist';
import { api } from '../../../lib/api-client';

export interface NotificationsAsk {
  page: number;
  pageSize: number;
}

/** GET /api/notifications?page&pageSize (bearer): the signed-in user's notifications, newest first */
export const getNotifications = ({ page, pageSize }: NotificationsAsk) =>
  api(`/api/notifications?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`, {
    schema: NotificationPageSchema,
  });

export const notificationsQuery = (ask: NotificationsAsk) =>
  queryOptions({ queryKey: ['notifications', 'list', ask], queryFn: () => getNotifications(ask) });

/** Keeps the page on screen while the next one loads. */
export const useNotifications = (ask: NotificationsAsk) =>
  useQuery({ ...notificationsQuery(ask), placeholderData: keepPreviousData });
