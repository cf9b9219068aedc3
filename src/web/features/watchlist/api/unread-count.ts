import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnreadCountSchema } from '../../../../contract/watchlist';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/notifications/unread-count (bearer): what the bell shows */
export const getUnreadCount = () => api('/api/notifications/unread-count', { schema: UnreadCountSchema });

export const unreadCountQuery = () => queryOptions({ queryKey: ['notifications', 'unread'], queryFn: getUnreadCount });

/** A price alert is made on the server at any time: the count is asked again every minute and on return to the tab. */
export function useUnreadCount() {
  const { signedIn } = useSession();
  return useQuery({ ...unreadCountQuery(), enabled: signedIn, refetchInterval: 60_000, refetchOnWindowFocus: true });
}
