import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSchema } from '../../../../contract/common';
import type { WatchlistEntry } from '../../../../contract/watchlist';
import { api, typed } from '../../../lib/api-client';
import { watchlistKeys } from '../watchlist.keys';

/** DELETE /api/Watchlist/deleteWatchlistItem/{id} (bearer) */
const deleteWatchlistItem = (id: string) =>
  api(`/api/Watchlist/deleteWatchlistItem/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: typed<typeof MessageSchema>(),
  });

/** The row goes at once on success; the list is read again either way. */
export function useDeleteWatchlistItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWatchlistItem,
    onSuccess: (_answer, id) =>
      client.setQueriesData<WatchlistEntry[]>({ queryKey: watchlistKeys.lists() }, (list) =>
        list?.filter((e) => e.watchlistItem.id !== id),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
