import { useQuery } from '@tanstack/react-query';
import type { MarketSchema } from '../../../../contract/markets';
import { api, typed } from '../../../lib/api-client';
import { marketKeys } from '../markets.keys';

/** GET /api/markets/{id} */
export const marketPath = (id: string) => `/api/markets/${encodeURIComponent(id)}`;
const getMarket = (id: string) => api(marketPath(id), { schema: typed<typeof MarketSchema>() });

export const useMarket = (id: string) => useQuery({ queryKey: marketKeys.market(id), queryFn: () => getMarket(id) });
