import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/markets/market/{m}/category/{c}/products (a market sells at most a few dozen per category) */
export const getProductsInCategory = (marketId: string, categoryId: string) =>
  api(
    `/api/markets/market/${encodeURIComponent(marketId)}/category/${encodeURIComponent(categoryId)}/products?limit=200`,
    { schema: ProductListSchema },
  );

export const productsInCategoryQuery = (marketId: string, categoryId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'products', marketId, categoryId],
    queryFn: () => getProductsInCategory(marketId, categoryId),
  });

export const useProductsInCategory = (marketId: string, categoryId: string) =>
  useQuery(productsInCategoryQuery(marketId, categoryId));
