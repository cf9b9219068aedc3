import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductDetailsSchema } from '../../../../contract/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/markets/products/{id}: the product and its stored image */
export const getProduct = (id: string) =>
  api(`/api/markets/products/${encodeURIComponent(id)}`, { schema: ProductDetailsSchema });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['catalogue', 'product', id], queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQuery(id));
