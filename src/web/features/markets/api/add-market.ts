import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketSchema } from '../../../../contract/markets';
import type { MarketInput } from '../../../../contract/markets';
import { NEW_ENTITY_ID } from '../../../../contract/common.constants';
import { api, typed } from '../../../lib/api-client';
import { marketKeys } from '../markets.keys';

/** POST /api/markets/ (admin), sent with the all-zero id as the spec does; the server makes the id. */
const addMarket = (market: MarketInput) =>
  api('/api/markets/', {
    method: 'POST',
    body: { ...market, id: NEW_ENTITY_ID },
    schema: typed<typeof MarketSchema>(),
  });

export function useAddMarket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addMarket,
    onSuccess: () => client.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
