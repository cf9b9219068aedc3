import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductComparisonSchema } from '../../../../contract/comparison';
import { api } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';

/** GET /api/products/{id}/compare?latitude&longitude: one product across markets */
export const compareProduct = (productId: string, at: Point | null) =>
  api(
    `/api/products/${encodeURIComponent(productId)}/compare${at ? `?${new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude) })}` : ''}`,
    { schema: ProductComparisonSchema },
  );

export const compareProductQuery = (productId: string, at: Point | null) =>
  queryOptions({ queryKey: ['catalogue', 'compare', productId, at], queryFn: () => compareProduct(productId, at) });

export const useCompareProduct = (productId: string, enabled: boolean, at: Point | null) =>
  useQuery({ ...compareProductQuery(productId, at), enabled });
