import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart } from '../../../../contract/cart';
import type { CartComparisonSchema } from '../../../../contract/comparison';
import { api, typed } from '../../../lib/api-client';
import { type CompareAsk, comparisonKeys } from '../comparison.keys';

/** GET /api/markets/ComparePrices/cart/{userId}?latitude&longitude&costPerKm&includeOld (bearer) */
const compareCart = (userId: string, { at, costPerKm, includeOld }: CompareAsk) =>
  api(
    `/api/markets/ComparePrices/cart/${encodeURIComponent(userId)}?${new URLSearchParams({
      ...(at && { latitude: String(at.latitude), longitude: String(at.longitude) }),
      costPerKm: String(costPerKm),
      includeOld: String(includeOld),
    })}`,
    { schema: typed<typeof CartComparisonSchema>() },
  );

/** What the shopper's cart costs at each market within reach of `at` when known (all markets when not). */
export const useCompareCart = (userId: string, cart: Cart, ask: CompareAsk) =>
  useQuery({
    queryKey: comparisonKeys.cart(cart, ask),
    queryFn: () => compareCart(userId, ask),
    placeholderData: keepPreviousData,
  });
