import type { Point } from '../../lib/location';

/** The reports feature's cached answers; every key starts with `all`. */
export const reportKeys = {
  all: ['reports'] as const,
  mine: () => [...reportKeys.all, 'mine'] as const,
  queue: (state: string) => [...reportKeys.all, 'queue', state] as const,
  proposals: () => [...reportKeys.all, 'proposals'] as const,
  items: () => [...reportKeys.all, 'items'] as const,
  marketsNear: (at: Point | null) => [...reportKeys.all, 'markets-near', at] as const,
  marketsNamed: (search: string) => [...reportKeys.all, 'markets-named', search] as const,
  photo: (id: string, size: 'thumb' | 'full') => [...reportKeys.all, 'photo', id, size] as const,
  confirmed: (marketId: string, commodityId: string) =>
    [...reportKeys.all, 'confirmed', marketId, commodityId] as const,
  summary: (marketId: string, commodityId: string) => [...reportKeys.all, 'summary', marketId, commodityId] as const,
  /** The fair-price ranges of a list's items, each `marketId:commodityId`, sorted. */
  ranges: (pairs: string[]) => [...reportKeys.all, 'ranges', pairs] as const,
};
