import { useQuery } from '@tanstack/react-query';
import type { PlaceListSchema } from '../../../../contract/markets';
import { api, typed } from '../../../lib/api-client';
import { marketKeys } from '../markets.keys';

/** GET /api/markets/places: the states and LGAs that have markets */
const getPlaces = () => api('/api/markets/places', { schema: typed<typeof PlaceListSchema>() });

export const usePlaces = (enabled: boolean) =>
  useQuery({ queryKey: marketKeys.places(), queryFn: getPlaces, staleTime: 60 * 60_000, enabled });
