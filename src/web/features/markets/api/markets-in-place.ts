import { queryOptions, useQuery } from '@tanstack/react-query';
import { MarketListSchema } from '../../../../contract/markets';
import { api } from '../../../lib/api-client';

/** GET /api/markets/GetAllMarkets?state&lga: the markets of a state (and LGA), by name */
export const getMarketsIn = (state: string, lga: string) =>
  api(`/api/markets/GetAllMarkets?${new URLSearchParams({ state, ...(lga && { lga }), limit: '200' })}`, {
    schema: MarketListSchema,
  });

export const marketsInQuery = (state: string, lga: string) =>
  queryOptions({
    queryKey: ['markets', 'in', state, lga],
    queryFn: () => getMarketsIn(state, lga),
    enabled: state !== '',
  });

export const useMarketsIn = (state: string, lga: string) => useQuery(marketsInQuery(state, lga));
