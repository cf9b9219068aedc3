import { useQuery } from '@tanstack/react-query';
import type { MarketListSchema } from '../../../../contract/markets';
import { api, typed } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/markets/GetAllMarkets?search: markets by name, LGA or state (every market without words) */
const searchMarkets = (search: string) =>
  api(`/api/markets/GetAllMarkets?${new URLSearchParams({ search, limit: '200' })}`, {
    schema: typed<typeof MarketListSchema>(),
  });

export const useSearchMarkets = (search: string, enabled = true) =>
  useQuery({ queryKey: catalogueKeys.searchMarkets(search), queryFn: () => searchMarkets(search), enabled });
