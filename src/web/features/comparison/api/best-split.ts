import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart } from '../../../../contract/cart';
import type { SplitSchema } from '../../../../contract/comparison';
import { api, typed } from '../../../lib/api-client';
import { comparisonKeys, type SplitAsk } from '../comparison.keys';

/** GET /api/markets/ComparePrices/cart/{userId}/split?latitude&longitude&maxMarkets&costPerKm&includeOld (bearer) */
const bestSplit = (userId: string, { at, maxMarkets, costPerKm, includeOld }: SplitAsk) =>
  api(
    `/api/markets/ComparePrices/cart/${encodeURIComponent(userId)}/split?${new URLSearchParams({
      latitude: String(at.latitude),
      longitude: String(at.longitude),
      maxMarkets: String(maxMarkets),
      costPerKm: String(costPerKm),
      includeOld: String(includeOld),
    })}`,
    { schema: typed<typeof SplitSchema>() },
  );

const NOWHERE: SplitAsk = { at: { latitude: 0, longitude: 0 }, maxMarkets: 2, costPerKm: 0, includeOld: false };

/** The cheapest way to buy the cart from a few markets; nothing is asked until there is a place to start from. */
export const useBestSplit = (userId: string, cart: Cart, ask: SplitAsk | null) =>
  useQuery({
    queryKey: comparisonKeys.split(cart, ask ?? NOWHERE),
    queryFn: () => bestSplit(userId, ask ?? NOWHERE),
    enabled: !!ask,
    placeholderData: keepPreviousData,
  });
