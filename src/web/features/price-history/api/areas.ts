import { useQuery } from '@tanstack/react-query';
import { AreaListSchema } from '../../../../contract/areas';
import { api } from '../../../lib/api-client';
import { priceHistoryKeys } from '../price-history.keys';

/** GET /api/areas (no login): the nation, the zones and the states a chart can draw an average of */
const getAreas = () => api('/api/areas', { schema: AreaListSchema });

export const useAreas = () =>
  useQuery({ queryKey: priceHistoryKeys.areas(), queryFn: getAreas, staleTime: 24 * 60 * 60_000 });
