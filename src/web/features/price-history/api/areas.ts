import { useQuery } from '@tanstack/react-query';
import type { AreaListSchema } from '../../../../contract/areas';
import { api, typed } from '../../../lib/api-client';
import { priceHistoryKeys } from '../price-history.keys';

/** GET /api/areas (no login): the nation, the zones and the states a chart can draw an average of */
export const AREAS_PATH = '/api/areas';
const getAreas = () => api(AREAS_PATH, { schema: typed<typeof AreaListSchema>() });

export const useAreas = () =>
  useQuery({ queryKey: priceHistoryKeys.areas(), queryFn: getAreas, staleTime: 24 * 60 * 60_000 });
