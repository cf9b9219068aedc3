import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartComparisonSchema } from '../../../../contract/comparison';
import { api } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';

/** GET /api/markets/ComparePrices/cart/{userId}?latitude&longitude (bearer) */
export const compareCart = (userId: string, at: Point | null) =>
  api(
    `/api/markets/ComparePrices/cart/${encodeURIComponent(userId)}${at ? `?${new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude) })}` : ''}`,
    { schema: CartComparisonSchema },
  );

export const compareCartQuery = (userId: string, at: Point | null) =>
  queryOptions({ queryKey: ['cart', 'compare', userId, at], queryFn: () => compareCart(userId, at) });

export const useCompareCart = (userId: string | null, at: Point | null) =>
  useQuery({ ...compareCartQuery(userId ?? '', at), enabled: !!userId });
