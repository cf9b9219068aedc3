import { useQuery } from '@tanstack/react-query';
import { CategoryListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/markets/product-categories/{marketId}: the categories of a market's products */
const getMarketCategories = (marketId: string) =>
  api(`/api/markets/product-categories/${encodeURIComponent(marketId)}`, { schema: CategoryListSchema });

export const useMarketCategories = (marketId: string) =>
  useQuery({ queryKey: catalogueKeys.marketCategories(marketId), queryFn: () => getMarketCategories(marketId) });
