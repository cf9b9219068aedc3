import { useQuery } from '@tanstack/react-query';
import type { MarketListSchema } from '../../../../contract/markets';
import { api, typed } from '../../../lib/api-client';
import { marketKeys } from '../markets.keys';

/** GET /api/markets/GetAllMarkets?state&lga: the markets of a state (and LGA), by name */
const getMarketsIn = (state: string, lga: string) =>
  api(`/api/markets/GetAllMarkets?${new URLSearchParams({ state, ...(lga && { lga }), limit: '200' })}`, {
    schema: typed<typeof MarketListSchema>(),
  });

/** Nothing is asked before a state is chosen. */
export const useMarketsIn = (state: string, lga: string) =>
  useQuery({
    queryKey: marketKeys.inPlace(state, lga),
    queryFn: () => getMarketsIn(state, lga),
    enabled: state !== '',
  });
