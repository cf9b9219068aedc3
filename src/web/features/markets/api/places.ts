import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlaceListSchema } from '../../../../contract/markets';
import { api } from '../../../lib/api-client';

/** GET /api/markets/places: the states and LGAs that have markets */
export const getPlaces = () => api('/api/markets/places', { schema: PlaceListSchema });

export const placesQuery = () =>
  queryOptions({ queryKey: ['markets', 'places'], queryFn: getPlaces, staleTime: 60 * 60_000 });

export const usePlaces = (enabled: boolean) => useQuery({ ...placesQuery(), enabled });
