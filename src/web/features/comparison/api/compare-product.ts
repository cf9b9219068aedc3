import { useQuery } from '@tanstack/react-query';
import type { ProductComparisonSchema } from '../../../../contract/comparison';
import { api, typed } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';
import { comparisonKeys } from '../comparison.keys';

/** GET /api/products/{id}/compare?latitude&longitude: one product across markets */
const compareProduct = (productId: string, at: Point | null) =>
  api(
    `/api/products/${encodeURIComponent(productId)}/compare${at ? `?${new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude) })}` : ''}`,
    { schema: typed<typeof ProductComparisonSchema>() },
  );

/** One product at each market that sells it, cheapest first, with distances from `at` when known. */
export const useCompareProduct = (productId: string, at: Point | null) =>
  useQuery({ queryKey: comparisonKeys.product(productId, at), queryFn: () => compareProduct(productId, at) });
