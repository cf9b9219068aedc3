import { useQuery } from '@tanstack/react-query';
import type { Cart } from '../../../../contract/cart';
import { CartComparisonSchema } from '../../../../contract/comparison';
import { api } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';
import { comparisonKeys } from '../comparison.keys';

/** GET /api/markets/ComparePrices/cart/{userId}?latitude&longitude (bearer) */
const compareCart = (userId: string, at: Point | null) =>
  api(
    `/api/markets/ComparePrices/cart/${encodeURIComponent(userId)}${at ? `?${new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude) })}` : ''}`,
    { schema: CartComparisonSchema },
  );

/** What the shopper's cart costs at each market, from `at` when known. */
export const useCompareCart = (userId: string, cart: Cart, at: Point | null) =>
  useQuery({ queryKey: comparisonKeys.cart(cart, at), queryFn: () => compareCart(userId, at) });
