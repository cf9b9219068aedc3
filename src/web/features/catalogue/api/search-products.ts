import { useQuery } from '@tanstack/react-query';
import { ProductListSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/products?query[&latitude&longitude]: products by name, pack, category, market or place, best first (nearest first when located) */
const searchProducts = (query: string, at: Point | null) =>
  api(
    `/api/products?${new URLSearchParams({
      query,
      limit: '200',
      ...(at && { latitude: String(at.latitude), longitude: String(at.longitude) }),
    })}`,
    { schema: ProductListSchema },
  );

/** Nothing is asked for blank words. */
export const useSearchProducts = (query: string, at: Point | null = null) =>
  useQuery({
    queryKey: catalogueKeys.searchProducts(query, at),
    queryFn: () => searchProducts(query, at),
    enabled: query.trim() !== '',
  });
