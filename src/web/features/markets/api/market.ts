import { useQuery } from '@tanstack/react-query';
import { MarketSchema } from '../../../../contract/markets';
import { api } from '../../../lib/api-client';
import { marketKeys } from '../markets.keys';

/** GET /api/markets/{id} */
const getMarket = (id: string) => api(`/api/markets/${encodeURIComponent(id)}`, { schema: MarketSchema });

export const useMarket = (id: string) => useQuery({ queryKey: marketKeys.market(id), queryFn: () => getMarket(id) });
