import { useQuery } from '@tanstack/react-query';
import type { ProductListSchema } from '../../../../contract/catalogue';
import { api, typed } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/markets/market/{m}/category/{c}/products (a market sells at most a few dozen per category) */
const getProductsInCategory = (marketId: string, categoryId: string) =>
  api(
    `/api/markets/market/${encodeURIComponent(marketId)}/category/${encodeURIComponent(categoryId)}/products?limit=200`,
    { schema: typed<typeof ProductListSchema>() },
  );

export const useProductsInCategory = (marketId: string, categoryId: string) =>
  useQuery({
    queryKey: catalogueKeys.productsInCategory(marketId, categoryId),
    queryFn: () => getProductsInCategory(marketId, categoryId),
  });
