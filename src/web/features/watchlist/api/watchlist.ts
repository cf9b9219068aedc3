import { useQuery } from '@tanstack/react-query';
import type { WatchlistSchema } from '../../../../contract/watchlist';
import { api, typed } from '../../../lib/api-client';
import { watchlistKeys } from '../watchlist.keys';
import { useSession } from '../../../lib/session';

/** GET /api/Watchlist/getUserWatchlist/{userId} (bearer): the signed-in shopper's watched products, newest first */
const getWatchlist = (userId: string) =>
  api(`/api/Watchlist/getUserWatchlist/${encodeURIComponent(userId)}`, { schema: typed<typeof WatchlistSchema>() });

/** The signed-in shopper's watchlist; nothing is asked without a user id in the token. */
export function useWatchlist() {
  const { userId } = useSession();
  return useQuery({
    queryKey: watchlistKeys.list(userId ?? ''),
    queryFn: () => getWatchlist(userId ?? ''),
    enabled: !!userId,
  });
}
