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

/** Step 1: every set of 1 to `maxMarkets` of the candidate markets, smallest sets first. */
function* marketSets(p: SplitProblem): Generator<number[]> {
  const markets = p.km.length - 1;
  for (let size = 1; size <= Math.min(p.maxMarkets, markets); size++) yield* combinations(markets, size);
}

/** The cheapest market of `set` for an item, or null when none of them sells it. */
function cheapestOf(p: SplitProblem, item: number, set: number[]): { market: number; price: number } | null {
  let cheapest: { market: number; price: number } | null = null;
  for (const m of set) {
    const offer = p.prices[item]![m];
    if (offer !== null && offer !== undefined && (!cheapest || offer < cheapest.price))
      cheapest = { market: m, price: offer };
  }
  return cheapest;
}

/**
 * Step 2: each item bought at its cheapest market of the set; null when an item is sold by none of
 * them, or a market of the set gets no item (a smaller set is then the same purchase).
 */
function buyWithin(p: SplitProblem, set: number[]): { buyAt: number[]; goodsKobo: number } | null {
  const buyAt: number[] = [];
  let goodsKobo = 0;
  for (let item = 0; item < p.quantities.length; item++) {
    const cheapest = cheapestOf(p, item, set);
    if (!cheapest) return null;
    buyAt.push(cheapest.market);
    goodsKobo += cheapest.price * p.quantities[item]!;
  }
  return new Set(buyAt).size < set.length ? null : { buyAt, goodsKobo };
}

/** Step 3: the purchase with the shortest round trip through its set, priced; null when a leg has no route. */
function withTrip(p: SplitProblem, set: number[], purchase: { buyAt: number[]; goodsKobo: number }): Split | null {
  const trip = shortestRoundTrip(set, p.km);
  if (!trip) return null;
  const tripKobo = Math.round(trip.km * p.costPerKmKobo);
  return { route: trip.order, ...purchase, tripKm: trip.km, tripKobo, totalKobo: purchase.goodsKobo + tripKobo };
}

/** Step 4, ties: the cheaper total, then fewer markets, then the shorter trip; the first found stays. */
function isBetter(split: Split, best: Split | null): boolean {
  if (!best || split.totalKobo < best.totalKobo) return true;
  if (split.totalKobo > best.totalKobo) return false;
  if (split.route.length !== best.route.length) return split.route.length < best.route.length;
  return split.tripKm < best.tripKm - 1e-9;
}

/** The best split, or null when no set of at most `maxMarkets` markets sells the whole basket. */
export function bestSplit(p: SplitProblem): Split | null {
  if (p.quantities.length === 0) return null;
  let best: Split | null = null;
  for (const set of marketSets(p)) {
    const purchase = buyWithin(p, set);
    const split = purchase && withTrip(p, set, purchase);
    if (split && isBetter(split, best)) best = split;
  }
  return best;
}
