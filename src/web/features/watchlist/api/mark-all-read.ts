import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCountSchema } from '../../../../contract/watchlist';
import { api, typed } from '../../../lib/api-client';
import { notificationKeys } from '../watchlist.keys';

/** POST /api/notifications/read-all (bearer): every notification read; answers the new unread count */
const markAllRead = () =>
  api('/api/notifications/read-all', { method: 'POST', schema: typed<typeof UnreadCountSchema>() });

/** The bell shows the server's new count at once; the list is read again. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (count) => client.setQueryData(notificationKeys.unread(), count),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
