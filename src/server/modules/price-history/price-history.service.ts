import type {
  Chart,
  ChartPoint,
  ChartProduct,
  ChartRequest,
  Insight,
  Period,
  PriceHistoryPoint,
} from '../../../contract/price-history.js';
import type { Area, AreaPrice, AreaSeries, AreaSeriesQuery } from '../../../contract/areas.js';
import type { Source } from '../../../contract/sources.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Words } from '../../lib/i18n.js';
import { koboToNaira } from '../../lib/money.js';
import type { Caller } from '../../plugins/auth.js';
import type { CatalogueService, CommodityInfo } from '../catalogue/index.js';
import type { MarketsService } from '../markets/index.js';
import type {
  AreaLatestRow,
  AreaPriceRow,
  BucketRow,
  InsightRow,
  PriceHistoryRepository,
  RebuildCounts,
  Scope,
} from './price-history.repository.js';

const PRICE_HISTORY_MESSAGES = {
  subscriptionRequired: /*i18n*/ { id: 'The price charts need an active subscription: choose a plan to open them.' },
  noProductNamed: /*i18n*/ { id: 'There is no product with this name.' },
  noProduct: /*i18n*/ { id: 'There is no product with this id.' },
  noMarket: /*i18n*/ { id: 'There is no market with this id.' },
  productRequired: /*i18n*/ { id: 'Give the product: its id in the path, or productId.' },
  noArea: /*i18n*/ {
    id: 'There is no such area: name a state as NBS does (Lagos, Akwa Ibom, FCT), a zone (North East) or National.',
  },
  noItem: /*i18n*/ { id: 'There is no item with this id.' },
  noSource: (known: string[]): Words => /*i18n*/ ({
    id: 'There is no such price source: choose one of {sources}.',
    values: { sources: known.join(', ') },
  }),
} as const;

export interface PriceHistoryDeps {
  repo: PriceHistoryRepository;
  /** What a chart is of: the items on sale, the item a name means, a product (the catalogue's service). */
  catalogue: Pick<CatalogueService, 'itemsOnSale' | 'commodityNamed' | 'priced' | 'commodities' | 'alikeOf'>;
  /** Names the markets a chart mentions, and the areas an average is of. */
  markets: Pick<MarketsService, 'findMany' | 'area'>;
  /** Whether this user has an active subscription now (the subscriptions module answers). */
  hasSubscription: (userId: string) => Promise<boolean>;
}

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET = '+01:00';

/** The first instant of a Lagos calendar day. */
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00${LAGOS_OFFSET}`);

const toPoint = (b: BucketRow): ChartPoint => ({
  changeDateTime: `${b.day}T00:00:00${LAGOS_OFFSET}`,
  price: koboToNaira(b.avgKobo),
  min: koboToNaira(b.minKobo),
  max: koboToNaira(b.maxKobo),
  last: koboToNaira(b.lastKobo),
  count: b.count,
  sources: b.sources,
});

/** The insight in numbers: the newest point against the typical range of the observations, and against the point before it. */
function insightOf(buckets: BucketRow[], row: InsightRow): Insight {
  const latest = buckets.at(-1);
  const previous = buckets.at(-2);
  const range = row.p25Kobo !== null && row.p75Kobo !== null ? { low: row.p25Kobo, high: row.p75Kobo } : null;
  return {
    asOf: row.asOf?.toISOString() ?? null,
    latestPrice: latest ? koboToNaira(latest.avgKobo) : null,
    low30Days: row.low && {
      price: koboToNaira(row.low.priceKobo),
      marketName: row.low.marketName,
      observedAt: row.low.observedAt.toISOString(),
    },
    typicalRange: range && {
      low: koboToNaira(range.low),
      high: koboToNaira(range.high),
      observations: row.observations90,
    },
    change:
      latest && previous
        ? {
            previous: koboToNaira(previous.avgKobo),
            latest: koboToNaira(latest.avgKobo),
            percent: Math.round(((latest.avgKobo - previous.avgKobo) / previous.avgKobo) * 1000) / 10,
          }
        : null,
    verdict:
      latest && range ? (latest.avgKobo < range.low ? 'low' : latest.avgKobo > range.high ? 'high' : 'typical') : null,
  };
}

const monthPrice = (month: string | null, kobo: string | number | null) =>
  month && kobo !== null ? { month, price: koboToNaira(Number(kobo)) } : null;

export function createPriceHistoryService({ repo, catalogue, markets, hasSubscription }: PriceHistoryDeps) {
  /** The area a path names, or a 404. */
  async function areaOf(text: string): Promise<Area> {
    const found = await markets.area(text);
    if (!found) throw new AppError('NOT_FOUND', PRICE_HISTORY_MESSAGES.noArea);
    return found;
  }

  /**
   * The areas' monthly averages of the item a chart is of, scaled to its pack: from the first
   * commodity of the same name whose unit converts (NBS's KG for WFP's 2.7 KG bag), within the
   * chart's months. An area with no such average draws nothing.
   */
  async function areaLines(commodityId: string, request: ChartRequest) {
    if (!request.areas?.length) return [];
    const areas = await Promise.all(request.areas.map(areaOf));
    const alike = await catalogue.alikeOf(commodityId);
    const [from, to] = [request.startDate?.slice(0, 7), request.endDate?.slice(0, 7)];
    return Promise.all(
      areas.map(async (area) => {
        for (const { id, scale } of alike) {
          const rows = await repo.areaSeries(area.key, id, from, to);
          if (!rows.length) continue;
          const unit = (await catalogue.commodities([id])).get(id)?.unit ?? null;
          return {
            area: area.key,
            areaName: area.name,
            source: rows[0]!.source,
            unit,
            points: rows.map((r) => ({ month: r.month, price: koboToNaira(Math.round(Number(r.price_kobo) * scale)) })),
          };
        }
        return { area: area.key, areaName: area.name, source: '', unit: null, points: [] };
      }),
    );
  }

  /** An item's latest average in an area as the API shows it. */
  function toAreaPrice(area: Area, r: AreaLatestRow, item: CommodityInfo): AreaPrice {
    const priceKobo = Number(r.price_kobo);
    return {
      area: area.key,
      commodityId: r.commodity_id,
      name: item.name,
      unit: item.unit,
      category: item.category,
      price: koboToNaira(priceKobo),
      unitPrice: item.unitPriceOf(priceKobo),
      month: r.month,
      source: r.source,
      yearBefore: monthPrice(r.year_month, r.year_kobo),
      first: monthPrice(r.first_month, r.first_kobo),
    };
  }

  /** The charts are what a subscription buys: admins see them too; everyone else needs an active plan (402). */
  async function mayView(caller: Caller): Promise<void> {
    if (caller.role === 'admin' || (await hasSubscription(caller.id))) return;
    throw new AppError('SUBSCRIPTION_REQUIRED', PRICE_HISTORY_MESSAGES.subscriptionRequired);
  }

  /** A market's name (undefined when there is no such market). */
  const marketName = async (id: string) => (await markets.findMany([id]))[0]?.name;

  /** The source a chart or history keeps to, when one is asked for: a known source, else a 400 naming `source`. */
  async function checkSource(key: string | undefined): Promise<void> {
    if (!key || (await repo.source(key))) return;
    const message = PRICE_HISTORY_MESSAGES.noSource((await repo.sources()).map((s) => s.key));
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'querystring.source', message }]);
  }

  return {
    /**
     * Sums the daily rollups again from the observations (`npm run rollups:rebuild`): after a
     * restore, a fix by hand in the database, or to check they are in step; answers how many rows
     * each has and how many were corrected.
     */
    rebuildRollups: (): Promise<RebuildCounts> => repo.transaction((q) => q.rebuild()),

    /** Every price source with the months it has prices for (the Data sources page). */
    async sources(): Promise<Source[]> {
      const [rows, spans] = await Promise.all([repo.sources(), repo.spans()]);
      return rows.map((r) => {
        const span = spans.find((s) => s.source === r.key);
        return {
          key: r.key,
          name: r.name,
          publisher: r.publisher,
          licence: r.licence,
          attribution: r.attribution,
          url: r.url,
          kind: r.kind,
          coverage: r.coverage,
          enabled: r.enabled,
          oldestMonth: span?.oldest ?? null,
          newestMonth: span?.newest ?? null,
        };
      });
    },

    /** One price source's row, or undefined. */
    source: (key: string) => repo.source(key),

    /**
     * Switches a source on or off inside the caller's transaction; answers the products it has
     * observed (their current prices are to be counted again), or null when there is no such source.
     */
    async switchSource(tx: Db, key: string, enabled: boolean): Promise<string[] | null> {
      const q = repo.within(tx);
      if (!(await q.setEnabled(key, enabled))) return null;
      return q.productsObservedBy(key);
    },

    /** Adds areas' averages inside the price pipeline's transaction (the same again changes nothing). */
    recordAreaPrices: (tx: Db, rows: AreaPriceRow[]) => repo.within(tx).recordAreaPrices(rows),

    /** Each item's latest average in an area (a state, a zone or the nation), by item name. */
    async areaPrices(text: string): Promise<AreaPrice[]> {
      const area = await areaOf(text);
      const rows = await repo.latestInArea(area.key);
      const items = await catalogue.commodities(rows.map((r) => r.commodity_id));
      return rows
        .map((r) => toAreaPrice(area, r, items.get(r.commodity_id)!))
        .sort((a, b) => a.name.localeCompare(b.name) || (a.unit ?? '').localeCompare(b.unit ?? ''));
    },

    /** An item's monthly averages in an area, oldest first. */
    async areaSeries(text: string, commodityId: string, q: AreaSeriesQuery): Promise<AreaSeries> {
      const area = await areaOf(text);
      if (!(await catalogue.commodities([commodityId])).has(commodityId))
        throw new AppError('NOT_FOUND', PRICE_HISTORY_MESSAGES.noItem);
      const rows = await repo.areaSeries(area.key, commodityId, q.from, q.to);
      return rows.map((r) => ({ month: r.month, price: koboToNaira(Number(r.price_kobo)), source: r.source }));
    },

    /** The product names the chart form offers. */
    async products(): Promise<ChartProduct[]> {
      return (await catalogue.itemsOnSale()).map((r) => ({ name: r.name, unit: r.unit || null, category: r.category }));
    },

    /**
     * A product's prices by period, averaged across every market that sells it (or at one market),
     * from every source or one, between two Lagos calendar days inclusive, with the insight
     * measured on the observations; and the sources it has prices from, for the source filter.
     */
    async chart(caller: Caller, request: ChartRequest): Promise<Chart> {
      await mayView(caller);
      await checkSource(request.source);
      const item = await catalogue.commodityNamed(request.productName);
      if (!item) throw new AppError('NOT_FOUND', PRICE_HISTORY_MESSAGES.noProductNamed);
      const atMarket = request.marketId ? await marketName(request.marketId) : null;
      if (atMarket === undefined) throw new AppError('NOT_FOUND', PRICE_HISTORY_MESSAGES.noMarket);
      const scope: Scope = {
        commodityId: item.id,
        marketId: request.marketId,
        source: request.source,
        firstDay: request.startDate,
        lastDay: request.endDate,
      };
      // Without dates or a source, the chart's points hold every source it has: no need to ask again.
      const whole = !request.startDate && !request.endDate && !request.source;
      const [buckets, insight, areas, sourcesOf] = await Promise.all([
        repo.buckets(scope, request.period),
        repo.insight(scope),
        areaLines(item.id, request),
        whole ? undefined : repo.sourcesOf(scope),
      ]);
      const sources = sourcesOf ?? [...new Set(buckets.flatMap((b) => b.sources))].sort();
      return {
        productName: item.name,
        marketName: atMarket,
        period: request.period,
        source: request.source ?? null,
        sources,
        points: buckets.map(toPoint),
        insight: insightOf(buckets, insight),
        areas,
      };
    },

    /**
     * One product's (one market's) history, from every source or one: every observation, or
     * averages by `period`; each point says its sources.
     */
    async history(
      caller: Caller,
      productId: string | undefined,
      { period, source }: { period?: Period | undefined; source?: string | undefined } = {},
    ): Promise<PriceHistoryPoint[]> {
      await mayView(caller);
      if (!productId) throw new AppError('BAD_REQUEST', PRICE_HISTORY_MESSAGES.productRequired);
      await checkSource(source);
      const found = (await catalogue.priced([productId])).get(productId);
      if (!found || found.archived) throw new AppError('NOT_FOUND', PRICE_HISTORY_MESSAGES.noProduct);
      if (!period)
        return (await repo.observationsOf(productId, source)).map((o) => ({
          timestamp: o.changedAt.toISOString(),
          price: koboToNaira(o.priceKobo),
          sources: [o.source],
        }));
      const buckets = await repo.buckets(
        { commodityId: found.product.commodityId, marketId: found.product.marketId, source },
        period,
      );
      return buckets.map((b) => ({
        timestamp: lagosMidnight(b.day).toISOString(),
        price: koboToNaira(b.avgKobo),
        sources: b.sources,
      }));
    },
  };
}

export type PriceHistoryService = ReturnType<typeof createPriceHistoryService>;
