import { queryOptions, useQuery } from '@tanstack/react-query';
import { NearbyMarketListSchema } from '../../../../contract/markets';
import { api } from '../../../lib/api-client';

export interface Place {
  latitude: number;
  longitude: number;
}

/** GET /api/markets/nearby?latitude&longitude[&radiusKm&limit] */
export const getNearby = (at: Place, radiusKm = 50, limit = 20) =>
  api(
    `/api/markets/nearby?${new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude), radiusKm: String(radiusKm), limit: String(limit) })}`,
    {
      schema: NearbyMarketListSchema,
    },
  );

export const nearbyQuery = (at: Place | null, radiusKm = 50, limit = 20) =>
  queryOptions({
    queryKey: ['markets', 'nearby', at?.latitude, at?.longitude, radiusKm, limit],
    queryFn: () => getNearby(at!, radiusKm, limit),
    enabled: at !== null,
  });

export const useNearby = (at: Place | null, radiusKm = 50, limit = 20) => useQuery(nearbyQuery(at, radiusKm, limit));
