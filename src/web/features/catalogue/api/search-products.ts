import { useQuery } from '@tanstack/react-query';
import { ProductListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/products?query: products by name, pack, category, market or place, best first */
const searchProducts = (query: string) =>
  api(`/api/products?${new URLSearchParams({ query, limit: '200' })}`, { schema: ProductListSchema });

/** Nothing is asked for blank words. */
export const useSearchProducts = (query: string) =>
  useQuery({
    queryKey: catalogueKeys.searchProducts(query),
    queryFn: () => searchProducts(query),
    enabled: query.trim() !== '',
  });
