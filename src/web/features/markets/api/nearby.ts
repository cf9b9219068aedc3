import { useQuery } from '@tanstack/react-query';
import type { NearbyMarketListSchema } from '../../../../contract/markets';
import { api, typed } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';
import { marketKeys } from '../markets.keys';

/** GET /api/markets/nearby?latitude&longitude[&radiusKm&limit] */
const getNearby = (at: Point, radiusKm: number, limit: number) =>
  api(
    `/api/markets/nearby?${new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude), radiusKm: String(radiusKm), limit: String(limit) })}`,
    {
      schema: typed<typeof NearbyMarketListSchema>(),
    },
  );

/** The markets nearest `at`; nothing is asked before there is a place. */
export const useNearby = (at: Point | null, radiusKm = 50, limit = 20) =>
  useQuery({
    queryKey: marketKeys.nearby(at, radiusKm, limit),
    queryFn: () => getNearby(at!, radiusKm, limit),
    enabled: at !== null,
  });
