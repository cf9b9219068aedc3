import { queryOptions, useQuery } from '@tanstack/react-query';
import { MarketListSchema } from '../../../../contract/markets';
import { api } from '../../../lib/api-client';

/** GET /api/markets/GetAllMarkets?search: markets by name, LGA or state (every market without words) */
export const searchMarkets = (search: string) =>
  api(`/api/markets/GetAllMarkets?${new URLSearchParams({ search, limit: '200' })}`, { schema: MarketListSchema });

export const searchMarketsQuery = (search: string) =>
  queryOptions({ queryKey: ['catalogue', 'search-markets', search], queryFn: () => searchMarkets(search) });

export const useSearchMarkets = (search: string, enabled = true) =>
  useQuery({ ...searchMarketsQuery(search), enabled });
