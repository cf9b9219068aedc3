import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/markets/product-categories/{marketId}: the categories of a market's products */
export const getMarketCategories = (marketId: string) =>
  api(`/api/markets/product-categories/${encodeURIComponent(marketId)}`, { schema: CategoryListSchema });

export const marketCategoriesQuery = (marketId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'market-categories', marketId],
    queryFn: () => getMarketCategories(marketId),
  });

export const useMarketCategories = (marketId: string) => useQuery(marketCategoriesQuery(marketId));
