/**
 * The cheapest way to buy a basket from at most `maxMarkets` markets once the trip is counted.
 *
 * Exact, not greedy: every set of 1..maxMarkets candidate markets that together sell every item is
 * tried; in a set each item goes to its cheapest market, every market of the set must get at least
 * one item (else a smaller set is the same purchase), and the trip is the shortest round trip from
 * home through the set's markets in some order. Cost = goods + trip km × cost per km, in kobo.
 * With 25 candidates and 3 markets that is 2,625 sets of at most 6 orders each.
 */

export interface SplitProblem {
  /** Quantity of each item of the basket. */
  quantities: number[];
  /** prices[item][market]: the market's price for the item in kobo, or null when it does not sell it. */
  prices: Array<Array<number | null>>;
  /** km[a][b]: road distance between points, point 0 being home and point m + 1 market m; null = no route. */
  km: Array<Array<number | null>>;
  maxMarkets: number;
  costPerKmKobo: number;
}

export interface Split {
  /** Markets (indices) in visiting order. */
  route: number[];
  /** The market (index) each item is bought at. */
  buyAt: number[];
  goodsKobo: number;
  tripKm: number;
  tripKobo: number;
  totalKobo: number;
}

/** The shortest round trip home → markets (in some order) → home, or null when a leg has no route. */
export function shortestRoundTrip(markets: number[], km: SplitProblem['km']): { order: number[]; km: number } | null {
  let best: { order: number[]; km: number } | null = null;
  for (const order of permutations(markets)) {
    let total = 0;
    let at = 0;
    for (const m of [...order.map((i) => i + 1), 0]) {
      const leg = km[at]![m];
      if (leg === null || leg === undefined) {
        total = Number.POSITIVE_INFINITY;
        break;
      }
      total += leg;
      at = m;
    }
    if (Number.isFinite(total) && (!best || total < best.km - 1e-9)) best = { order, km: total };
  }
  return best;
}

function* permutations(items: number[]): Generator<number[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++)
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) yield [items[i]!, ...rest];
}

/** Every set of `size` indices below `n`, in lexicographic order. */
function* combinations(n: number, size: number, from = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= n - size; i++) for (const rest of combinations(n, size - 1, i + 1)) yield [i, ...rest];
}

/** The best split, or null when no set of at most `maxMarkets` markets sells the whole basket. */
export function bestSplit(p: SplitProblem): Split | null {
  const items = p.quantities.length;
  const markets = p.km.length - 1;
  if (items === 0) return null;
  let best: Split | null = null;
  for (let size = 1; size <= Math.min(p.maxMarkets, markets); size++)
    for (const set of combinations(markets, size)) {
      const buyAt: number[] = [];
      let goods = 0;
      const used = new Set<number>();
      for (let item = 0; item < items; item++) {
        let at = -1;
        let price = Number.POSITIVE_INFINITY;
        for (const m of set) {
          const offer = p.prices[item]![m];
          if (offer !== null && offer !== undefined && offer < price) {
            price = offer;
            at = m;
          }
        }
        if (at < 0) break;
        buyAt.push(at);
        used.add(at);
        goods += price * p.quantities[item]!;
      }
      if (buyAt.length < items || used.size < set.length) continue;
      const trip = shortestRoundTrip(set, p.km);
      if (!trip) continue;
      const tripKobo = Math.round(trip.km * p.costPerKmKobo);
      const total = goods + tripKobo;
      // Ties: the cheaper total, then fewer markets, then the shorter trip; the first found stays.
      if (
        !best ||
        total < best.totalKobo ||
        (total === best.totalKobo &&
          (set.length < best.route.length || (set.length === best.route.length && trip.km < best.tripKm - 1e-9)))
      )
        best = { route: trip.order, buyAt, goodsKobo: goods, tripKm: trip.km, tripKobo, totalKobo: total };
    }
  return best;
}
