import { useQuery } from '@tanstack/react-query';
import type { AreaSchema } from '../../../../contract/areas';
import { api, typed } from '../../../lib/api-client';
import type { Point } from '../../../lib/location';
import { marketKeys } from '../markets.keys';

/** GET /api/areas/at?latitude&longitude: the state a point is in (the state whose capital is nearest) */
const getStateAt = (at: Point) =>
  api(`/api/areas/at?${new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude) })}`, {
    schema: typed<typeof AreaSchema>(),
  });

/** The shopper's state; nothing is asked before there is a place. */
export const useStateAt = (at: Point | null) =>
  useQuery({
    queryKey: marketKeys.stateAt(at),
    queryFn: () => getStateAt(at!),
    enabled: at !== null,
    staleTime: 60 * 60_000,
  });
