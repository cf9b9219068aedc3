import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/products?query: products by name, pack, category, market or place, best first */
export const searchProducts = (query: string) =>
  api(`/api/products?${new URLSearchParams({ query, limit: '200' })}`, { schema: ProductListSchema });

export const searchProductsQuery = (query: string) =>
  queryOptions({
    queryKey: ['catalogue', 'search-products', query],
    queryFn: () => searchProducts(query),
    enabled: query.trim() !== '',
  });

export const useSearchProducts = (query: string) => useQuery(searchProductsQuery(query));
