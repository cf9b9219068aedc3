import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import { lastOfEach } from '../../lib/collections.js';
import type { Words } from '../../lib/i18n.js';
import type { CatalogueService, Observation } from '../catalogue/index.js';
import type { MarketsService, SurveyedMarket } from '../markets/index.js';
import type { PriceHistoryService } from '../price-history/index.js';

/**
 * The price pipeline (decision records 009 and 011), the same for every source:
 *   1. read the file's records as they arrive (the source's adapter),
 *   2. check each record into a line, or skip it with its line number and why (the adapter),
 *   3. resolve the places the lines name: markets and areas, through the markets module,
 *   4. resolve the items and their products, through the catalogue,
 *   5. record the observations: a market's through the catalogue (which keeps current prices and
 *      tells the watchers), an area's average through price history.
 * A source is a `price_source` row and, when it sends files, an adapter (adapters/index.ts).
 */

/** An item as a source names it, with its own id for it if it gives one. */
export interface SourceItem {
  name: string;
  unit: string;
  category: string;
  ref: string | null;
}

/** A price seen at a market (WFP's survey). */
interface MarketPriceLine {
  kind: 'market-price';
  /** Where it is in the file (the header is line 1). */
  line: number;
  observedAt: Date;
  priceKobo: number;
  /** The market as the source names and places it, with its own id for it. */
  market: SurveyedMarket;
  item: SourceItem;
  /** What a product this line starts says of itself. */
  description: string;
}

/** An area's average price for a month (NBS's state, zone and national averages). */
interface AreaPriceLine {
  kind: 'area-price';
  line: number;
  /** The month's first day, `YYYY-MM-01`. */
  month: string;
  priceKobo: number;
  /** The area as the source names it: a state ('Akwa Ibom', 'FCT'), a zone or 'National'. */
  area: string;
  item: SourceItem;
}

/** A market a source lists, priced or not (WFP's list of the markets it surveys). */
interface MarketLine {
  kind: 'market';
  line: number;
  market: SurveyedMarket;
}

export type SourceLine = MarketPriceLine | AreaPriceLine | MarketLine;

/**
 * A record that cannot be used: its line and why, in words (the admin reads them in their language;
 * the file's column names and values stay as the file writes them).
 */
export interface SkippedLine {
  line: number;
  reason: Words;
}

/** What a source brings to the pipeline: steps 1 and 2 for its files. */
export interface SourceAdapter<Record = unknown> {
  /**
   * The file's records as they are read, and the lines that could not be read at all; throws
   * AppError (400) before the first when the file is not one of this source's (its header).
   */
  records(input: Readable | string): AsyncIterable<Record | SkippedLine>;
  /** One record as a line, or why it cannot be used. */
  check(record: Record, now: Date): SourceLine | SkippedLine;
}

/** Who the pipeline resolves and records through: the owners of places, items and prices. */
export interface Owners {
  markets: Pick<MarketsService, 'placeSurveyed' | 'areasNamed'>;
  catalogue: Pick<CatalogueService, 'resolveItems' | 'resolveProducts' | 'recordObservations'>;
  prices: Pick<PriceHistoryService, 'recordAreaPrices'>;
}

/** What one chunk of lines wrote, the lines it could not place, and what to do once its transaction has committed. */
export interface ChunkDone {
  marketsCreated: number;
  marketsUpdated: number;
  commoditiesCreated: number;
  productsCreated: number;
  /** Prices (a market's or an area's) new to Kasuwa, changed, and seen before at the same price. */
  pricesRecorded: number;
  pricesUpdated: number;
  pricesUnchanged: number;
  /** The lines of a list of markets (no price): markets new, changed, and as they were. */
  listed: { created: number; updated: number; unchanged: number };
  skipped: SkippedLine[];
  afterCommit: () => Promise<void>;
}

/** Steps 1 and 2: the file's lines as they are read, in chunks of `size`, each with the records skipped since the last. */
export async function* readLines<R>(
  adapter: SourceAdapter<R>,
  input: Readable | string,
  now: Date,
  size: number,
): AsyncGenerator<{ lines: SourceLine[]; skipped: SkippedLine[] }> {
  let lines: SourceLine[] = [];
  let skipped: SkippedLine[] = [];
  for await (const record of adapter.records(input)) {
    const checked = isSkipped(record) ? record : adapter.check(record, now);
    if ('reason' in checked) skipped.push(checked);
    else lines.push(checked);
    if (lines.length >= size) {
      yield { lines, skipped };
      lines = [];
      skipped = [];
    }
  }
  if (lines.length || skipped.length) yield { lines, skipped };
}

const isSkipped = (r: unknown): r is SkippedLine =>
  typeof r === 'object' && r !== null && 'reason' in r && 'line' in r && Object.keys(r).length === 2;

const ofKind =
  <K extends SourceLine['kind']>(kind: K) =>
  (l: SourceLine): l is Extract<SourceLine, { kind: K }> =>
    l.kind === kind;

/** Step 3 for markets: each named and placed by its newest line. */
async function resolveMarkets(
  tx: Db,
  source: string,
  lines: Array<MarketPriceLine | MarketLine>,
  owners: Owners,
  now: Date,
) {
  if (!lines.length) return { created: 0, updated: 0, marketOf: (ref: string): string => ref };
  const time = (l: MarketPriceLine | MarketLine) => (l.kind === 'market-price' ? l.observedAt.getTime() : 0);
  const oldestFirst = [...lines].sort((a, b) => time(a) - time(b));
  const named = lastOfEach(oldestFirst, (l) => l.market.ref);
  return owners.markets.placeSurveyed(
    tx,
    source,
    [...named.values()].map((l) => l.market),
    now,
  );
}

/** Step 4: the items (commodities) and the products, a commodity at a market, each line names. */
async function resolveProducts(
  tx: Db,
  source: string,
  lines: Array<MarketPriceLine | AreaPriceLine>,
  owners: Owners,
  marketOf: (ref: string) => string,
) {
  const items = await owners.catalogue.resolveItems(
    tx,
    lines.map(({ item }) => ({ ...item, source, sourceRef: item.ref })),
  );
  const atMarkets = lines.filter(ofKind('market-price'));
  const placeOf = (l: MarketPriceLine) => ({
    marketId: marketOf(l.market.ref),
    commodityId: items.commodityOf(l.item.name, l.item.unit),
  });
  const products = await owners.catalogue.resolveProducts(
    tx,
    atMarkets.map((l) => ({
      ...placeOf(l),
      priceKobo: l.priceKobo,
      observedAt: l.observedAt,
      source,
      description: l.description,
    })),
  );
  const productOf = (l: MarketPriceLine) => {
    const { marketId, commodityId } = placeOf(l);
    return products.productOf(marketId, commodityId);
  };
  return {
    commoditiesCreated: items.created,
    productsCreated: products.created,
    commodityOf: items.commodityOf,
    productOf,
  };
}

/** Step 5 at markets: one observation per product and moment (the last line of each), then every touched product's current price. */
async function recordObservations(
  tx: Db,
  source: string,
  lines: MarketPriceLine[],
  owners: Owners,
  productOf: (l: MarketPriceLine) => string,
  now: Date,
) {
  const observations: Observation[] = [
    ...lastOfEach(lines, (l) => `${productOf(l)}\u0000${l.observedAt.toISOString()}`).values(),
  ].map((l) => ({ productId: productOf(l), priceKobo: l.priceKobo, changedAt: l.observedAt, source }));
  const touched = [...new Set(lines.map(productOf))];
  return owners.catalogue.recordObservations(tx, observations, touched, now);
}

/** Step 5 for areas: one average per area, item and month (the last line of each). */
async function recordAreaPrices(
  tx: Db,
  source: string,
  lines: AreaPriceLine[],
  owners: Owners,
  areaOf: (name: string) => string,
  commodityOf: (name: string, unit: string) => string,
) {
  const rows = lines.map((l) => ({
    areaKey: areaOf(l.area),
    commodityId: commodityOf(l.item.name, l.item.unit),
    month: l.month,
    priceKobo: l.priceKobo,
    source,
  }));
  return owners.prices.recordAreaPrices(tx, [
    ...lastOfEach(rows, (r) => `${r.areaKey}\u0000${r.commodityId}\u0000${r.month}`).values(),
  ]);
}

/** Steps 3 to 5 for one chunk of lines, inside the caller's transaction. */
export async function recordLines(
  tx: Db,
  source: string,
  chunk: SourceLine[],
  owners: Owners,
  now: Date,
): Promise<ChunkDone> {
  // An area the markets module does not know (a misspelt state) is a line left out, not an error.
  const areas = await owners.markets.areasNamed(tx, [
    ...new Set(chunk.filter(ofKind('area-price')).map((l) => l.area)),
  ]);
  const skipped: SkippedLine[] = [];
  const lines = chunk.filter((l) => {
    if (l.kind !== 'area-price' || areas.has(l.area)) return true;
    skipped.push({
      line: l.line,
      reason: /*i18n*/ {
        id: '"{area}" is not a Nigerian state, the FCT, a zone or National',
        values: { area: l.area },
        comment:
          'Why a line of a price file was refused. {area} is the place the file names. "National" is the file’s own word for the whole country: keep it in English',
      },
    });
    return false;
  });
  const priced = lines.filter((l): l is MarketPriceLine | AreaPriceLine => l.kind !== 'market');
  const atMarkets = lines.filter(ofKind('market-price'));
  const listedLines = lines.filter(ofKind('market'));
  const listed = await resolveMarkets(tx, source, listedLines, owners, now);
  const markets = await resolveMarkets(tx, source, atMarkets, owners, now);
  const products = await resolveProducts(tx, source, priced, owners, markets.marketOf);
  const prices = await recordObservations(tx, source, atMarkets, owners, products.productOf, now);
  const areaPrices = await recordAreaPrices(
    tx,
    source,
    lines.filter(ofKind('area-price')),
    owners,
    (name) => areas.get(name)!,
    products.commodityOf,
  );
  const recorded = prices.recorded + areaPrices.recorded;
  const updated = prices.updated + areaPrices.updated;
  return {
    marketsCreated: markets.created + listed.created,
    marketsUpdated: markets.updated + listed.updated,
    commoditiesCreated: products.commoditiesCreated,
    productsCreated: products.productsCreated,
    pricesRecorded: recorded,
    pricesUpdated: updated,
    // A line repeated in the file, or seen before at the same price, changed nothing.
    pricesUnchanged: priced.length - recorded - updated,
    listed: {
      created: listed.created,
      updated: listed.updated,
      unchanged: listedLines.length - listed.created - listed.updated,
    },
    skipped,
    afterCommit: prices.afterCommit,
  };
}
