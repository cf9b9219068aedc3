import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchlistEntrySchema } from '../../../../contract/watchlist';
import type { WatchlistUpdate } from '../../../../contract/watchlist';
import { api, typed } from '../../../lib/api-client';
import { watchlistKeys } from '../watchlist.keys';

/** PUT /api/Watchlist/updateWatchlist/{id} (bearer): a new threshold for one watched product */
const updateWatchlist = ({ id, thresholdPrice }: { id: string; thresholdPrice: number }) =>
  api(`/api/Watchlist/updateWatchlist/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { thresholdPrice } satisfies WatchlistUpdate,
    schema: typed<typeof WatchlistEntrySchema>(),
  });

export function useUpdateWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWatchlist,
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
