import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type WatchlistUpdate, WatchlistEntrySchema } from '../../../../contract/watchlist';
import { api } from '../../../lib/api-client';

/** PUT /api/Watchlist/updateWatchlist/{id} (bearer): a new threshold for one watched product */
export const updateWatchlist = ({ id, thresholdPrice }: { id: string; thresholdPrice: number }) =>
  api(`/api/Watchlist/updateWatchlist/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { thresholdPrice } satisfies WatchlistUpdate,
    schema: WatchlistEntrySchema,
  });

export function useUpdateWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWatchlist,
    onSettled: () => client.invalidateQueries({ queryKey: ['watchlist'] }),
  });
}
