import { queryOptions, useQuery } from '@tanstack/react-query';
import { MarketSchema } from '../../../../contract/markets';
import { api } from '../../../lib/api-client';

/** GET /api/markets/{id} */
export const getMarket = (id: string) => api(`/api/markets/${encodeURIComponent(id)}`, { schema: MarketSchema });

export const marketQuery = (id: string) => queryOptions({ queryKey: ['markets', id], queryFn: () => getMarket(id) });

export const useMarket = (id: string) => useQuery(marketQuery(id));
