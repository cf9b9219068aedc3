import {
  type CartComparisonEntry,
  type ProductComparisonEntry,
  SPLIT_CANDIDATES,
  type Split,
  type SplitQuery,
} from '../../../contract/comparison.js';
import type { Market } from '../../../contract/markets.js';
import { AppError } from '../../lib/app-error.js';
import { haversineKm, type LatLng } from '../../lib/geo.js';
import { koboToNaira, nairaToKobo } from '../../lib/money.js';
import type { Caller } from '../../plugins/auth.js';
import type { CartLine, CartService } from '../cart/index.js';
import type { CatalogueService, Offer } from '../catalogue/index.js';
import type { MarketsService } from '../markets/index.js';
import { bestSplit, shortestRoundTrip } from './best-split.js';

export interface ComparisonDeps {
  cart: CartService;
  catalogue: CatalogueService;
  markets: MarketsService;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const day = (d: Date) => d.toISOString().slice(0, 10);

function oldest(dates: Date[]): string | null {
  if (!dates.length) return null;
  return day(new Date(Math.min(...dates.map((d) => d.getTime()))));
}

export function createComparisonService({ cart, catalogue, markets }: ComparisonDeps) {
  return {
    /**
     * What the cart costs at every market that sells at least one of its items (spec §7
     * ComparePrices). Each market's total prices every item it sells (same commodity, or the same
     * item in another pack scaled to the cart's) times its quantity, summed in kobo.
     */
    async compareCart(caller: Caller, userId: string, here?: LatLng): Promise<CartComparisonEntry[]> {
      const lines = await cart.lines(caller, userId);
      const cartKobo = lines.reduce((sum, l) => sum + l.priceKobo * l.quantity, 0);
      const yourCart: CartComparisonEntry = {
        marketName: 'Your Cart',
        totalPrice: koboToNaira(cartKobo),
        itemsFound: lines.length,
        itemsTotal: lines.length,
        missingItems: [],
        scaledItems: [],
        pricesAsOf: oldest(lines.map((l) => l.priceObservedAt)),
      };
      if (!lines.length) return [yourCart];
      const totals = await catalogue.marketTotals(lines);
      const entries = totals.map((m) => {
        // Most markets sell the whole cart: their share of Your Cart is all of it.
        const complete = m.items.length === lines.length;
        const sells = complete ? null : new Set(m.items);
        const ownPrice = sells
          ? lines.reduce((sum, l, i) => (sells.has(i) ? sum + l.priceKobo * l.quantity : sum), 0)
          : cartKobo;
        const entry: CartComparisonEntry = {
          marketName: m.marketName,
          totalPrice: koboToNaira(m.totalKobo),
          marketId: m.marketId,
          itemsFound: m.items.length,
          itemsTotal: lines.length,
          missingItems: sells ? lines.filter((_, i) => !sells.has(i)).map((l) => l.name) : [],
          scaledItems: m.scaled.map((i) => lines[i]!.name),
          pricesAsOf: day(m.asOf),
          savings: koboToNaira(ownPrice - m.totalKobo),
          ...(here && { distanceKm: round2(haversineKm(here, m)) }),
        };
        return { entry, total: m.totalKobo };
      });
      entries.sort(
        (a, b) =>
          b.entry.itemsFound - a.entry.itemsFound ||
          a.total - b.total ||
          (a.entry.marketName < b.entry.marketName ? -1 : a.entry.marketName > b.entry.marketName ? 1 : 0),
      );
      return [yourCart, ...entries.map((e) => e.entry)];
    },

    /** One product across markets: the same item everywhere, cheapest unit price first. */
    async compareProduct(productId: string, here?: LatLng): Promise<ProductComparisonEntry[]> {
      const asked = (await catalogue.priced([productId])).get(productId);
      if (!asked || asked.archived) throw new AppError('NOT_FOUND', 'There is no product with this id.');
      const offers = await catalogue.offers([asked.product.commodityId]);
      const products = await catalogue.priced(offers.map((o) => o.productId));
      const places = new Map((await markets.findMany(offers.map((o) => o.marketId))).map((m) => [m.id, m]));
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
     * shopper, the round trip counted at `costPerKm` (see best-split.ts: exact, not greedy). Items
     * none of those markets sells are listed apart; Your Cart is priced with the round trip
     * through its own products' markets.
     */
    async split(caller: Caller, userId: string, q: SplitQuery): Promise<Split> {
      const here = { latitude: q.latitude, longitude: q.longitude };
      const lines = await cart.lines(caller, userId);
      const candidates = await markets.nearest(here, SPLIT_CANDIDATES);
      const offers = await catalogue.offers(
        lines.map((l) => l.commodityId),
        candidates.map((m) => m.id),
      );
      const index = new Map(candidates.map((m, i) => [m.id, i]));
      const prices = lines.map(() => candidates.map((): number | null => null));
      const offerAt = new Map<string, Offer>();
      for (const o of offers) {
        prices[o.item]![index.get(o.marketId)!] = o.priceKobo;
        offerAt.set(`${o.item}:${o.marketId}`, o);
      }
      const basket = lines.map((_, i) => i).filter((i) => prices[i]!.some((p) => p !== null));
      const basketLines = basket.map((i) => lines[i]!);

      // Points: home, the candidates, then Your Cart's markets that are not candidates.
      const ownMarkets = await markets.findMany([...new Set(basketLines.map((l) => l.marketId))]);
      const extra = ownMarkets.filter((m) => !index.has(m.id));
      const points: Array<LatLng & { id?: string }> = [here, ...candidates, ...extra];
      let km: Array<Array<number | null>>;
      try {
        km = await markets.roadKm(points);
      } catch {
        throw new AppError('BAD_GATEWAY', 'Road distances are unavailable right now. Please try again later.');
      }
      const pointOf = new Map(points.map((p, i) => [p.id, i]));
      const costPerKmKobo = nairaToKobo(q.costPerKm);
      const trip = (goodsKobo: number, tripKm: number) => {
        const tripKobo = Math.round(tripKm * costPerKmKobo);
        return {
          goodsTotal: koboToNaira(goodsKobo),
          tripKm: round2(tripKm),
          tripCost: koboToNaira(tripKobo),
          grandTotal: koboToNaira(goodsKobo + tripKobo),
          kobo: goodsKobo + tripKobo,
        };
      };
      const strip = <T extends { kobo: number }>({ kobo: _kobo, ...rest }: T) => rest;

      const problem = {
        quantities: basketLines.map((l) => l.quantity),
        prices: basket.map((i) => prices[i]!),
        km: km.slice(0, candidates.length + 1).map((row) => row.slice(0, candidates.length + 1)),
        costPerKmKobo,
      };
      const best = bestSplit({ ...problem, maxMarkets: q.maxMarkets });
      const single = bestSplit({ ...problem, maxMarkets: 1 });

      // Your Cart: its own prices, and the round trip through its products' markets.
      const own = [...new Set(basketLines.map((l) => pointOf.get(l.marketId)! - 1))];
      const ownTrip = own.length <= 7 ? shortestRoundTrip(own, km) : null;
      const yourCart = trip(
        basketLines.reduce((sum, l) => sum + l.priceKobo * l.quantity, 0),
        ownTrip?.km ?? nearestNeighbourKm(own, km),
      );

      const lineOf = (n: number): CartLine => basketLines[n]!;
      const total = best && trip(best.goodsKobo, best.tripKm);
      const singleTotal = single && trip(single.goodsKobo, single.tripKm);
      return {
        costPerKm: q.costPerKm,
        stops: (best?.route ?? []).map((m) => {
          const market: Market = candidates[m]!;
          let goodsKobo = 0;
          const items = basket.flatMap((item, n) => {
            if (best!.buyAt[n] !== m) return [];
            const line = lineOf(n);
            const offer = offerAt.get(`${item}:${market.id}`)!;
            goodsKobo += offer.priceKobo * line.quantity;
            return [
              {
                cartItemId: line.itemId,
                productId: offer.productId,
                name: line.name,
                quantity: line.quantity,
                price: koboToNaira(offer.priceKobo),
                subtotal: koboToNaira(offer.priceKobo * line.quantity),
                samePack: offer.samePack,
              },
            ];
          });
          const { id, name, latitude, longitude } = market;
          return { marketId: id, marketName: name, latitude, longitude, items, goodsTotal: koboToNaira(goodsKobo) };
        }),
        total: total && strip(total),
        bestSingle:
          single && singleTotal
            ? {
                ...strip(singleTotal),
                marketId: candidates[single.route[0]!]!.id,
                marketName: candidates[single.route[0]!]!.name,
              }
            : null,
        yourCart: strip(yourCart),
        savingsVsBestSingle: total && singleTotal ? koboToNaira(singleTotal.kobo - total.kobo) : null,
        savingsVsYourCart: total ? koboToNaira(yourCart.kobo - total.kobo) : null,
        unavailable: lines.filter((_, i) => !basket.includes(i)).map((l) => ({ cartItemId: l.itemId, name: l.name })),
      };
    },
  };
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
