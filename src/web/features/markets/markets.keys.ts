import type { Point } from '../../lib/location';

/** The markets feature's cached answers; every key starts with `all`, so a new market reads them all again. */
export const marketKeys = {
  all: ['markets'] as const,
  market: (id: string) => [...marketKeys.all, id] as const,
  inPlace: (state: string, lga: string) => [...marketKeys.all, 'in', state, lga] as const,
  nearby: (at: Point | null, radiusKm: number, limit: number) =>
    [...marketKeys.all, 'nearby', at?.latitude, at?.longitude, radiusKm, limit] as const,
  places: () => [...marketKeys.all, 'places'] as const,
  stateAt: (at: Point | null) => [...marketKeys.all, 'state-at', at?.latitude, at?.longitude] as const,
};
