import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type WatchlistAdd, WatchlistEntrySchema } from '../../../../contract/watchlist';
import { api } from '../../../lib/api-client';
import { watchlistKeys } from '../watchlist.keys';

/** POST /api/Watchlist/addToWatchlist (bearer); 409 when the product is already watched */
const addToWatchlist = (body: Pick<WatchlistAdd, 'productId' | 'thresholdPrice'>) =>
  api('/api/Watchlist/addToWatchlist', { method: 'POST', body, schema: WatchlistEntrySchema });

export function useAddToWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToWatchlist,
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
