import { useQuery } from '@tanstack/react-query';
import type { CategoryListSchema } from '../../../../contract/catalogue';
import { api, typed } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/markets/product-categories/{marketId}: the categories of a market's products */
const getMarketCategories = (marketId: string) =>
  api(`/api/markets/product-categories/${encodeURIComponent(marketId)}`, {
    schema: typed<typeof CategoryListSchema>(),
  });

export const useMarketCategories = (marketId: string) =>
  useQuery({ queryKey: catalogueKeys.marketCategories(marketId), queryFn: () => getMarketCategories(marketId) });
