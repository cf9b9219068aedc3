import { useQuery } from '@tanstack/react-query';
import type { ProductDetailsSchema } from '../../../../contract/catalogue';
import { api, typed } from '../../../lib/api-client';
import { catalogueKeys } from '../catalogue.keys';

/** GET /api/markets/products/{id}: the product and its stored image */
export const productPath = (id: string) => `/api/markets/products/${encodeURIComponent(id)}`;
const getProduct = (id: string) => api(productPath(id), { schema: typed<typeof ProductDetailsSchema>() });

export const useProduct = (id: string) =>
  useQuery({ queryKey: catalogueKeys.product(id), queryFn: () => getProduct(id) });
