import {
  type CartComparisonEntry,
  type CartComparisonQuery,
  type ProductComparisonEntry,
  SPLIT_CANDIDATES,
  type Split,
  type SplitQuery,
} from '../../../contract/comparison.js';
import type { Market } from '../../../contract/markets.js';
import { ageOf, FRESHNESS } from '../../../contract/sources.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { haversineKm, type LatLng } from '../../lib/geo.js';
import { koboToNaira, nairaToKobo } from '../../lib/money.js';
import type { Caller } from '../../plugins/auth.js';
import type { CartLine, CartService } from '../cart/index.js';
import type { CatalogueService, MarketTotal, Offer, PriceWindow } from '../catalogue/index.js';
import type { MarketsService } from '../markets/index.js';
import { bestSplit, shortestRoundTrip } from './best-split.js';

/** What the comparison reads of other modules: only their services. */
export interface ComparisonDeps {
  cart: Pick<CartService, 'lines'>;
  catalogue: Pick<CatalogueService, 'marketTotals' | 'offers' | 'priced'>;
  markets: Pick<MarketsService, 'findMany' | 'nearest' | 'roadKm'>;
  clock: Clock;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The prices a comparison takes at `now` (decision record 011): none older than 180 days unless included. */
const windowAt = (now: Date, includeOld: boolean): PriceWindow => ({
  since: includeOld ? undefined : new Date(now.getTime() - FRESHNESS.CURRENT_DAYS * DAY_MS),
  recentSince: new Date(now.getTime() - FRESHNESS.RECENT_DAYS * DAY_MS),
});

const round2 = (n: number) => Math.round(n * 100) / 100;
const day = (d: Date) => d.toISOString().slice(0, 10);

function oldest(dates: Date[]): string | null {
  if (!dates.length) return null;
  return day(new Date(Math.min(...dates.map((d) => d.getTime()))));
}

/** Your Cart: the cart at its own products' prices. */
function yourCartEntry(lines: CartLine[], now: Date): CartComparisonEntry {
  return {
    marketName: 'Your Cart',
    totalPrice: koboToNaira(costOf(lines)),
    itemsFound: lines.length,
    itemsTotal: lines.length,
    missingItems: [],
    scaledItems: [],
    pricesAsOf: oldest(lines.map((l) => l.priceObservedAt)),
    recentItems: lines.filter((l) => ageOf(l.priceObservedAt, now) === 'recent').length,
  };
}

/** Where the shopper is and what a km costs, for the markets within reach. */
interface Reach {
  here: LatLng;
  /** Road km from the shopper to each market within reach. */
  roadKm: Map<string, number>;
  costPerKmKobo: number;
}

/** What the lines cost at their own products' prices, in kobo. */
const costOf = (lines: CartLine[]) => lines.reduce((sum, l) => sum + l.priceKobo * l.quantity, 0);

/**
 * One market's entry: its total for what it sells of the cart, and what the cart's own prices of
 * those come to (`wholeCart`: the cart's own price of all of it).
 */
function marketEntry(total: MarketTotal, lines: CartLine[], wholeCart: number, reach?: Reach): CartComparisonEntry {
  const market = total.place;
  // Most markets sell the whole cart: their share of Your Cart is all of it.
  const sells = total.items.length === lines.length ? null : new Set(total.items);
  const ownPrice = sells ? costOf(lines.filter((_, i) => sells.has(i))) : wholeCart;
  const road = reach?.roadKm.get(total.marketId);
  const tripKobo = road === undefined ? undefined : Math.round(2 * road * reach!.costPerKmKobo);
  return {
    marketName: market.name,
    totalPrice: koboToNaira(total.totalKobo),
    marketId: total.marketId,
    itemsFound: total.items.length,
    itemsTotal: lines.length,
    missingItems: sells ? lines.filter((_, i) => !sells.has(i)).map((l) => l.name) : [],
    scaledItems: total.scaled.map((i) => lines[i]!.name),
    pricesAsOf: total.items.length ? day(total.asOf) : null,
    savings: koboToNaira(Math.max(0, ownPrice - total.totalKobo)),
    costsMore: koboToNaira(Math.max(0, total.totalKobo - ownPrice)),
    recentItems: total.recent.length,
    lastSeen: [],
    ...(reach && { distanceKm: round2(haversineKm(reach.here, market)) }),
    ...(road !== undefined && {
      tripKm: round2(2 * road),
      tripCost: koboToNaira(tripKobo!),
      grandTotal: koboToNaira(total.totalKobo + tripKobo!),
    }),
  };
}

/** The markets that sell the most of the cart first, then the cheaper (the trip counted when located), then by name. */
const byMostFoundThenCheapest = (a: { entry: CartComparisonEntry; kobo: number }, b: typeof a) =>
  b.entry.itemsFound - a.entry.itemsFound ||
  (a.entry.grandTotal ?? 0) - (b.entry.grandTotal ?? 0) ||
  a.kobo - b.kobo ||
  (a.entry.marketName < b.entry.marketName ? -1 : a.entry.marketName > b.entry.marketName ? 1 : 0);

export function createComparisonService({ cart, catalogue, markets, clock }: ComparisonDeps) {
  /** Markets by id (the markets module's). */
  const marketsById = async (ids: string[]) => new Map((await markets.findMany(ids)).map((m) => [m.id, m]));

  /**
   * The markets within the shopper's reach (the best split's rule): the 25 nearest, or those of them
   * within maxKm, each with its road km from the shopper. Undefined when the shopper is not located.
   */
  async function reachOf(q: {
    latitude?: number | undefined;
    longitude?: number | undefined;
    maxKm?: number | undefined;
    costPerKm: number;
  }): Promise<Reach | undefined> {
    if (q.latitude === undefined || q.longitude === undefined) return undefined;
    const here = { latitude: q.latitude, longitude: q.longitude };
    const near = (await markets.nearest(here, SPLIT_CANDIDATES)).filter(
      (m) => q.maxKm === undefined || haversineKm(here, m) <= q.maxKm,
    );
    let km: Array<Array<number | null>> = [];
    try {
      km = near.length ? await markets.roadKm([here, ...near]) : [];
    } catch {
      throw new AppError(
        'BAD_GATEWAY',
        /*i18n*/ { id: 'Road distances are unavailable right now. Please try again later.' },
      );
    }
    const roadKm = new Map(near.map((m, i) => [m.id, km[0]?.[i + 1] ?? haversineKm(here, m)]));
    return { here, roadKm, costPerKmKobo: nairaToKobo(q.costPerKm) };
  }

  /**
   * Per market, the cart items it has only a price older than the window for (decision record
   * 011: shown as "last seen", not counted); nothing when old prices are included.
   */
  async function lastSeenOf(lines: CartLine[], window: PriceWindow, inReach: (marketId: string) => boolean) {
    const seen = new Map<string, Array<{ name: string; price: number; observedAt: string }>>();
    if (!window.since) return seen;
    // Each market's offer chosen among every price, kept only when older than the window.
    const offers = await catalogue.offers(
      lines.map((l) => l.commodityId),
      undefined,
      undefined,
      window.since,
    );
    for (const o of offers) {
      if (!inReach(o.marketId)) continue;
      const line = lines[o.item]!;
      seen.set(o.marketId, [
        ...(seen.get(o.marketId) ?? []),
        { name: line.name, price: koboToNaira(o.priceKobo), observedAt: o.observedAt.toISOString() },
      ]);
    }
    return seen;
  }

  return {
    /**
     * What the cart costs at every market that sells at least one of its items (spec §7
     * ComparePrices). Each market's total prices every item it sells (same commodity, or the same
     * item in another pack scaled to the cart's) times its quantity, summed in kobo, at prices of the
     * last 180 days unless old ones are included (an older one is listed as last seen); located,
     * only the markets within reach count, each with its round trip (decision record 011).
     */
    async compareCart(caller: Caller, userId: string, q: CartComparisonQuery): Promise<CartComparisonEntry[]> {
      const now = clock.now();
      const lines = await cart.lines(caller, userId);
      const yourCart = yourCartEntry(lines, now);
      if (!lines.length) return [yourCart];
      const window = windowAt(now, q.includeOld);
      const reach = await reachOf(q);
      const inReach = (marketId: string) => !reach || reach.roadKm.has(marketId);
      const totals = (await catalogue.marketTotals(lines, window)).filter((t) => inReach(t.marketId));
      const seen = await lastSeenOf(lines, window, inReach);
      // A market with only old prices of the cart is listed too: what it asked, and when.
      const priced = new Set(totals.map((t) => t.marketId));
      const unpriced = [...seen.keys()].filter((id) => !priced.has(id));
      const places = await marketsById(unpriced);
      const none = (marketId: string): MarketTotal => ({
        marketId,
        place: places.get(marketId)!,
        totalKobo: 0,
        items: [],
        scaled: [],
        asOf: now,
        recent: [],
      });
      const wholeCart = costOf(lines);
      const entries = [...totals, ...unpriced.map(none)].map((t) => {
        const entry = marketEntry(t, lines, wholeCart, reach);
        const old = seen.get(t.marketId);
        if (old) {
          const sold = new Set(t.items.map((i) => lines[i]!.name));
          entry.lastSeen = old.filter((s) => !sold.has(s.name));
        }
        return { entry, kobo: t.totalKobo };
      });
      return [yourCart, ...entries.sort(byMostFoundThenCheapest).map((e) => e.entry)];
    },

    /** One product across markets: the same item everywhere, cheapest unit price first. */
    async compareProduct(productId: string, here?: LatLng): Promise<ProductComparisonEntry[]> {
      const asked = (await catalogue.priced([productId])).get(productId);
      if (!asked || asked.archived)
        throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no product with this id.' });
      const offers = await catalogue.offers([asked.product.commodityId]);
      const products = await catalogue.priced(offers.map((o) => o.productId));
      const places = await marketsById(offers.map((o) => o.marketId));
      return offers
        .map((o) => {
          const { product } = products.get(o.productId)!;
          const market = places.get(o.marketId)!;
          return {
            product,
            priceForPack: koboToNaira(o.priceKobo),
            samePack: o.samePack,
            unitPrice: product.unitPrice,
            distanceKm: here ? round2(haversineKm(here, market)) : null,
          };
        })
        .sort(
          (a, b) =>
            a.priceForPack - b.priceForPack ||
            (a.distanceKm ?? 0) - (b.distanceKm ?? 0) ||
            a.product.marketName.localeCompare(b.product.marketName),
        );
    },

    /**
     * The cheapest way to buy the cart from at most `maxMarkets` of the 25 markets nearest the
     * shopper (those within maxKm when given), the round trip counted at `costPerKm` (see
     * best-split.ts: exact, not greedy), at prices of the last 180 days unless old ones are
     * included. Items none of those markets sells are listed apart; Your Cart is priced with the
     * round trip through its own products' markets.
     */
    async split(caller: Caller, userId: string, q: SplitQuery): Promise<Split> {
      const here = { latitude: q.latitude, longitude: q.longitude };
      const lines = await cart.lines(caller, userId);
      const candidates = (await markets.nearest(here, SPLIT_CANDIDATES)).filter(
        (m) => q.maxKm === undefined || haversineKm(here, m) <= q.maxKm,
      );
      const table = priceTable(
        lines,
        candidates,
        await catalogue.offers(
          lines.map((l) => l.commodityId),
          candidates.map((m) => m.id),
          windowAt(clock.now(), q.includeOld).since,
        ),
      );
      const basket = lines.map((_, i) => i).filter((i) => table.prices[i]!.some((p) => p !== null));
      const basketLines = basket.map((i) => lines[i]!);
      const roads = await roadsBetween(here, candidates, await markets.findMany(marketIdsOf(basketLines)));
      const costPerKmKobo = nairaToKobo(q.costPerKm);

      const problem = {
        quantities: basketLines.map((l) => l.quantity),
        prices: basket.map((i) => table.prices[i]!),
        km: roads.km.slice(0, candidates.length + 1).map((row) => row.slice(0, candidates.length + 1)),
        costPerKmKobo,
      };
      const best = bestSplit({ ...problem, maxMarkets: q.maxMarkets });
      const single = bestSplit({ ...problem, maxMarkets: 1 });
      const total = best && tripTotal(best.goodsKobo, best.tripKm, costPerKmKobo);
      const singleTotal = single && tripTotal(single.goodsKobo, single.tripKm, costPerKmKobo);
      const yourCart = yourCartTrip(basketLines, roads, costPerKmKobo);
      return {
        costPerKm: q.costPerKm,
        stops: best ? stopsOf(best, candidates, basket, basketLines, table.offerAt) : [],
        total: total && withoutKobo(total),
        bestSingle:
          single && singleTotal
            ? {
                ...withoutKobo(singleTotal),
                marketId: candidates[single.route[0]!]!.id,
                marketName: candidates[single.route[0]!]!.name,
              }
            : null,
        yourCart: withoutKobo(yourCart),
        savingsVsBestSingle: total && singleTotal ? koboToNaira(singleTotal.kobo - total.kobo) : null,
        savingsVsYourCart: total ? koboToNaira(yourCart.kobo - total.kobo) : null,
        unavailable: lines.filter((_, i) => !basket.includes(i)).map((l) => ({ cartItemId: l.itemId, name: l.name })),
      };
    },
  };

  /**
   * Road km between every two points: home (0), the candidates (1…), then Your Cart's markets
   * that are not candidates; `pointOf` a market id's point.
   */
  async function roadsBetween(here: LatLng, candidates: Market[], ownMarkets: Market[]) {
    const isCandidate = new Set(candidates.map((m) => m.id));
    const points: Array<LatLng & { id?: string }> = [
      here,
      ...candidates,
      ...ownMarkets.filter((m) => !isCandidate.has(m.id)),
    ];
    try {
      const km = await markets.roadKm(points);
      return { km, pointOf: new Map(points.map((p, i) => [p.id, i])) };
    } catch {
      throw new AppError(
        'BAD_GATEWAY',
        /*i18n*/ { id: 'Road distances are unavailable right now. Please try again later.' },
      );
    }
  }
}

/** The split's markets of Your Cart's products, once each. */
const marketIdsOf = (lines: CartLine[]) => [...new Set(lines.map((l) => l.marketId))];

/** Each line's price at each candidate (prices[line][candidate], null where not sold), and the offer behind it by `line:market`. */
function priceTable(lines: CartLine[], candidates: Market[], offers: Offer[]) {
  const index = new Map(candidates.map((m, i) => [m.id, i]));
  const prices = lines.map(() => candidates.map((): number | null => null));
  const offerAt = new Map<string, Offer>();
  for (const o of offers) {
    prices[o.item]![index.get(o.marketId)!] = o.priceKobo;
    offerAt.set(`${o.item}:${o.marketId}`, o);
  }
  return { prices, offerAt };
}

/** A purchase and its round trip in naira (and the whole in kobo, to compare). */
function tripTotal(goodsKobo: number, tripKm: number, costPerKmKobo: number) {
  const tripKobo = Math.round(tripKm * costPerKmKobo);
  return {
    goodsTotal: koboToNaira(goodsKobo),
    tripKm: round2(tripKm),
    tripCost: koboToNaira(tripKobo),
    grandTotal: koboToNaira(goodsKobo + tripKobo),
    kobo: goodsKobo + tripKobo,
  };
}

const withoutKobo = <T extends { kobo: number }>({ kobo: _kobo, ...rest }: T) => rest;

/** Your Cart: its own prices, and the round trip through its products' markets (exact up to 7 of them). */
function yourCartTrip(
  basketLines: CartLine[],
  roads: { km: Array<Array<number | null>>; pointOf: Map<string | undefined, number> },
  costPerKmKobo: number,
) {
  const own = [...new Set(basketLines.map((l) => roads.pointOf.get(l.marketId)! - 1))];
  const ownTrip = own.length <= 7 ? shortestRoundTrip(own, roads.km) : null;
  return tripTotal(costOf(basketLines), ownTrip?.km ?? nearestNeighbourKm(own, roads.km), costPerKmKobo);
}

/** The best split's stops in visiting order, each with what is bought there. */
function stopsOf(
  best: { route: number[]; buyAt: number[] },
  candidates: Market[],
  basket: number[],
  basketLines: CartLine[],
  offerAt: Map<string, Offer>,
) {
  return best.route.map((m) => {
    const market = candidates[m]!;
    const bought = basket.flatMap((item, n) =>
      best.buyAt[n] === m ? [{ line: basketLines[n]!, offer: offerAt.get(`${item}:${market.id}`)! }] : [],
    );
    const items = bought.map(({ line, offer }) => ({
      cartItemId: line.itemId,
      productId: offer.productId,
      name: line.name,
      quantity: line.quantity,
      price: koboToNaira(offer.priceKobo),
      subtotal: koboToNaira(offer.priceKobo * line.quantity),
      samePack: offer.samePack,
    }));
    const goodsKobo = bought.reduce((sum, { line, offer }) => sum + offer.priceKobo * line.quantity, 0);
    const { id, name, latitude, longitude } = market;
    return { marketId: id, marketName: name, latitude, longitude, items, goodsTotal: koboToNaira(goodsKobo) };
  });
}

/** A round trip through many markets by always going to the nearest unvisited one (more than 7 stops). */
function nearestNeighbourKm(markets: number[], km: Array<Array<number | null>>): number {
  let at = 0;
  let total = 0;
  const left = new Set(markets.map((m) => m + 1));
  while (left.size) {
    let next = -1;
    for (const p of left) if (next < 0 || (km[at]![p] ?? Infinity) < (km[at]![next] ?? Infinity)) next = p;
    total += km[at]![next] ?? 0;
    left.delete(next);
    at = next;
  }
  return total + (km[at]![0] ?? 0);
}

export type ComparisonService = ReturnType<typeof createComparisonService>;
