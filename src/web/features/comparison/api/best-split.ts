import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SplitSchema } from '../../../../contract/comparison';
import { api } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';

export interface SplitAsk {
  at: Point;
  maxMarkets: number;
  costPerKm: number;
}

/** GET /api/markets/ComparePrices/cart/{userId}/split?latitude&longitude&maxMarkets&costPerKm (bearer) */
export const bestSplit = (userId: string, { at, maxMarkets, costPerKm }: SplitAsk) =>
  api(
    `/api/markets/ComparePrices/cart/${encodeURIComponent(userId)}/split?${new URLSearchParams({
      latitude: String(at.latitude),
      longitude: String(at.longitude),
      maxMarkets: String(maxMarkets),
      costPerKm: String(costPerKm),
    })}`,
    { schema: SplitSchema },
  );

export const bestSplitQuery = (userId: string, ask: SplitAsk) =>
  queryOptions({ queryKey: ['cart', 'split', userId, ask], queryFn: () => bestSplit(userId, ask) });

export const useBestSplit = (userId: string | null, ask: SplitAsk | null) =>
  useQuery({
    ...bestSplitQuery(userId ?? '', ask ?? { at: { latitude: 0, longitude: 0 }, maxMarkets: 2, costPerKm: 0 }),
    enabled: !!userId && !!ask,
    placeholderData: keepPreviousData,
  });
