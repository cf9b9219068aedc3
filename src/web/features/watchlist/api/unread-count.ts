import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { UnreadCountCheck } from '../../../lib/shell-answers';
import { notificationKeys } from '../watchlist.keys';
import { useSession } from '../../../lib/session';

/** GET /api/notifications/unread-count (bearer): what the bell shows */
export const UNREAD_COUNT_PATH = '/api/notifications/unread-count';
const getUnreadCount = () => api(UNREAD_COUNT_PATH, { schema: UnreadCountCheck });

/** A price alert is made on the server at any time: the count is asked again every minute and on return to the tab. */
export function useUnreadCount() {
  const { signedIn } = useSession();
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: getUnreadCount,
    enabled: signedIn,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
