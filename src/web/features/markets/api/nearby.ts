import { useQuery } from '@tanstack/react-query';
import { NearbyMarketListSchema } from '../../../../contract/markets';
import { api } from '../../../lib/api-client';
import { marketKeys } from '../markets.keys';

export interface Place {
  latitude: number;
  longitude: number;
}

/** GET /api/markets/nearby?latitude&longitude[&radiusKm&limit] */
const getNearby = (at: Place, radiusKm: number, limit: number) =>
  api(
    `/api/markets/nearby?${new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude), radiusKm: String(radiusKm), limit: String(limit) })}`,
    {
      schema: NearbyMarketListSchema,
    },
  );

/** The markets nearest `at`; nothing is asked before there is a place. */
export const useNearby = (at: Place | null, radiusKm = 50, limit = 20) =>
  useQuery({
    queryKey: marketKeys.nearby(at, radiusKm, limit),
    queryFn: () => getNearby(at!, radiusKm, limit),
    enabled: at !== null,
  });
