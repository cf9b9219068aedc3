import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestSplit, type SplitProblem } from './best-split.js';

/** The reference: every way to assign each item to a market, priced and routed by brute force. */
function bruteForce(p: SplitProblem): number | null {
  const items = p.quantities.length;
  const markets = p.km.length - 1;
  let best: number | null = null;
  const assignment: number[] = [];
  const tour = (order: number[]): number | null => {
    let km = 0;
    const stops = [0, ...order.map((m) => m + 1), 0];
    for (let i = 1; i < stops.length; i++) {
      const leg = p.km[stops[i - 1]!]![stops[i]!];
      if (leg === null || leg === undefined) return null;
      km += leg;
    }
    return km;
  };
  const orders = (set: number[]): number[][] =>
    set.length <= 1 ? [set] : set.flatMap((m, i) => orders(set.filter((_, j) => j !== i)).map((rest) => [m, ...rest]));
  const visit = (item: number) => {
    if (item === items) {
      const set = [...new Set(assignment)];
      if (set.length > p.maxMarkets) return;
      const trips = orders(set)
        .map(tour)
        .filter((km): km is number => km !== null);
      if (!trips.length) return;
      const goods = assignment.reduce((sum, m, i) => sum + p.prices[i]![m]! * p.quantities[i]!, 0);
      const total = goods + Math.round(Math.min(...trips) * p.costPerKmKobo);
      if (best === null || total < best) best = total;
      return;
    }
    for (let m = 0; m < markets; m++) {
      if (p.prices[item]![m] === null) continue;
      assignment.push(m);
      visit(item + 1);
      assignment.pop();
    }
  };
  visit(0);
  return best;
}

const problem = fc
  .record({ items: fc.integer({ min: 1, max: 4 }), markets: fc.integer({ min: 1, max: 5 }) })
  .chain(({ items, markets }) =>
    fc.record({
      quantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: items, maxLength: items }),
      prices: fc.array(
        fc.array(fc.option(fc.integer({ min: 1, max: 500_000 }), { freq: 4, nil: null }), {
          minLength: markets,
          maxLength: markets,
        }),
        { minLength: items, maxLength: items },
      ),
      // Points on a plane (km), home first; road = straight line × a detour per leg.
      points: fc.array(
        fc.tuple(fc.double({ min: -30, max: 30, noNaN: true }), fc.double({ min: -30, max: 30, noNaN: true })),
        {
          minLength: markets + 1,
          maxLength: markets + 1,
        },
      ),
      detour: fc.double({ min: 1, max: 1.6, noNaN: true }),
      maxMarkets: fc.integer({ min: 1, max: 3 }),
      costPerKmKobo: fc.integer({ min: 0, max: 50_000 }),
    }),
  )
  .map(({ points, detour, ...rest }) => ({
    ...rest,
    km: points.map(([ax, ay]) => points.map(([bx, by]) => Math.hypot(ax - bx, ay - by) * detour)),
  }));

describe('best split', () => {
  it('equals a brute-force reference over random baskets, markets and prices', () => {
    fc.assert(
      fc.property(problem, (p) => {
        const split = bestSplit(p);
        const reference = bruteForce(p);
        expect(split?.totalKobo ?? null).toBe(reference);
        if (!split) return;
        // The answer is what it says: its goods, its route and its trip add up.
        expect(split.buyAt.reduce((sum, m, i) => sum + p.prices[i]![m]! * p.quantities[i]!, 0)).toBe(split.goodsKobo);
        expect([...new Set(split.buyAt)].sort()).toEqual([...split.route].sort());
        expect(split.route.length).toBeLessThanOrEqual(p.maxMarkets);
        const stops = [0, ...split.route.map((m) => m + 1), 0];
        const km = stops.slice(1).reduce((sum, s, i) => sum + p.km[stops[i]!]![s]!, 0);
        expect(km).toBeCloseTo(split.tripKm, 9);
        expect(split.totalKobo).toBe(split.goodsKobo + Math.round(split.tripKm * p.costPerKmKobo));
      }),
      { numRuns: 500 },
    );
  });

  it('splits when the trip is worth it and stays in one market when it is not', () => {
    // Two items; market 0 is cheap for item 0, market 1 for item 1; both sell both.
    const base = {
      quantities: [1, 1],
      prices: [
        [1_000, 5_000],
        [5_000, 1_000],
      ],
      km: [
        [0, 1, 1],
        [1, 0, 1],
        [1, 1, 0],
      ],
      maxMarkets: 2,
    };
    expect(bestSplit({ ...base, costPerKmKobo: 100 })).toMatchObject({ buyAt: [0, 1], goodsKobo: 2_000, tripKm: 3 });
    // At ₦50 a km the extra km costs more than the ₦40 saved: one market, there and back.
    expect(bestSplit({ ...base, costPerKmKobo: 5_000 })).toMatchObject({ route: [0], goodsKobo: 6_000, tripKm: 2 });
    expect(bestSplit({ ...base, maxMarkets: 1, costPerKmKobo: 0 })).toMatchObject({ goodsKobo: 6_000 });
    expect(
      bestSplit({
        ...base,
        prices: [
          [1_000, null],
          [null, 1_000],
        ],
        maxMarkets: 1,
        costPerKmKobo: 0,
      }),
    ).toBeNull();
  });
});
