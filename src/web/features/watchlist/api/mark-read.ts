import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCountSchema } from '../../../../contract/watchlist';
import { api, typed } from '../../../lib/api-client';
import { notificationKeys } from '../watchlist.keys';

/** POST /api/notifications/{id}/read (bearer): one notification read; answers the new unread count */
const markRead = (id: string) =>
  api(`/api/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: typed<typeof UnreadCountSchema>(),
  });

/** The bell shows the server's new count at once; the list is read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (count) => client.setQueryData(notificationKeys.unread(), count),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
