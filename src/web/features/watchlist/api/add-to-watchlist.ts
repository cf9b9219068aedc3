import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchlistEntrySchema } from '../../../../contract/watchlist';
import type { WatchlistAdd } from '../../../../contract/watchlist';
import { api, typed } from '../../../lib/api-client';
import { watchlistKeys } from '../watchlist.keys';

/** POST /api/Watchlist/addToWatchlist (bearer); 409 when the product is already watched */
const addToWatchlist = (body: Pick<WatchlistAdd, 'productId' | 'thresholdPrice'>) =>
  api('/api/Watchlist/addToWatchlist', { method: 'POST', body, schema: typed<typeof WatchlistEntrySchema>() });

export function useAddToWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToWatchlist,
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
