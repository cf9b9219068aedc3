import type { ImportSummary } from '../../../contract/catalogue.js';
import type { Db } from '../../db/client.js';
import { lastOfEach } from '../../lib/collections.js';
import type { CatalogueService, Observation } from '../catalogue/index.js';
import type { MarketsService, SurveyedMarket } from '../markets/index.js';

/**
 * The price pipeline (decision record 009), the same for every source:
 *   1. parse the file into records (the source's adapter),
 *   2. validate each record into a price line, or skip it with its line number and why (the adapter),
 *   3. resolve the markets the lines name, through the markets module,
 *   4. resolve the items and their products, through the catalogue,
 *   5. record the observations, through the catalogue (which keeps current prices and tells the watchers).
 * A source is a `price_source` row and, when it sends files, an adapter (adapters/index.ts).
 */

/** One observed price as a source reports it, once its adapter has checked the line. */
export interface PriceLine {
  /** Where it is in the file (the header is line 1). */
  line: number;
  observedAt: Date;
  priceKobo: number;
  /** The market as the source names and places it, with its own id for it. */
  market: SurveyedMarket;
  /** The item as the source names it, with its own id for it if it gives one. */
  item: { name: string; unit: string; category: string; ref: string | null };
  /** What a product this line starts says of itself. */
  description: string;
}

/** A record that cannot be used: its line and why. */
export interface SkippedLine {
  line: number;
  reason: string;
}

/** What a source brings to the pipeline: steps 1 and 2 for its files. */
export interface SourceAdapter<Record = unknown> {
  /** The file's records; throws AppError (400) at once when the file is not one of this source's. */
  parse(text: string): Iterable<Record>;
  /** One record as a price line, or why it cannot be used. */
  check(record: Record, now: Date): PriceLine | SkippedLine;
}

/** Who the pipeline resolves and records through: the owners of markets, items and prices. */
export interface Owners {
  markets: Pick<MarketsService, 'placeSurveyed'>;
  catalogue: Pick<CatalogueService, 'resolveItems' | 'resolveProducts' | 'recordObservations'>;
}

/** What one chunk of lines wrote, and what to do once its transaction has committed. */
export type ChunkDone = Omit<ImportSummary, 'rowsSkipped'> & { afterCommit: () => Promise<void> };

/** Steps 1 and 2 for a whole file: the lines to record, and those skipped. */
export function readLines<R>(adapter: SourceAdapter<R>, text: string, now: Date) {
  const lines: PriceLine[] = [];
  const skipped: SkippedLine[] = [];
  for (const record of adapter.parse(text)) {
    const checked = adapter.check(record, now);
    if ('reason' in checked) skipped.push(checked);
    else lines.push(checked);
  }
  return { lines, skipped };
}

/** Step 3: the markets, each named and placed by its newest line. */
async function resolveMarkets(tx: Db, source: string, lines: PriceLine[], owners: Owners, now: Date) {
  const oldestFirst = [...lines].sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime());
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
  lines: PriceLine[],
  owners: Owners,
  marketOf: (ref: string) => string,
) {
  const items = await owners.catalogue.resolveItems(
    tx,
    lines.map(({ item }) => ({ ...item, source, sourceRef: item.ref })),
  );
  const placeOf = (l: PriceLine) => ({
    marketId: marketOf(l.market.ref),
    commodityId: items.commodityOf(l.item.name, l.item.unit),
  });
  const products = await owners.catalogue.resolveProducts(
    tx,
    lines.map((l) => ({
      ...placeOf(l),
      priceKobo: l.priceKobo,
      observedAt: l.observedAt,
      source,
      description: l.description,
    })),
  );
  const productOf = (l: PriceLine) => {
    const { marketId, commodityId } = placeOf(l);
    return products.productOf(marketId, commodityId);
  };
  return { commoditiesCreated: items.created, productsCreated: products.created, productOf };
}

/** Step 5: one observation per product and moment (the last line of each), then every touched product's current price. */
async function recordObservations(
  tx: Db,
  source: string,
  lines: PriceLine[],
  owners: Owners,
  productOf: (l: PriceLine) => string,
  now: Date,
) {
  const observations: Observation[] = [
    ...lastOfEach(lines, (l) => `${productOf(l)}\u0000${l.observedAt.toISOString()}`).values(),
  ].map((l) => ({ productId: productOf(l), priceKobo: l.priceKobo, changedAt: l.observedAt, source }));
  const touched = [...new Set(lines.map(productOf))];
  return owners.catalogue.recordObservations(tx, observations, touched, now);
}

/** Steps 3 to 5 for one chunk of lines, inside the caller's transaction. */
export async function recordLines(
  tx: Db,
  source: string,
  lines: PriceLine[],
  owners: Owners,
  now: Date,
): Promise<ChunkDone> {
  const markets = await resolveMarkets(tx, source, lines, owners, now);
  const products = await resolveProducts(tx, source, lines, owners, markets.marketOf);
  const prices = await recordObservations(tx, source, lines, owners, products.productOf, now);
  return {
    marketsCreated: markets.created,
    marketsUpdated: markets.updated,
    commoditiesCreated: products.commoditiesCreated,
    productsCreated: products.productsCreated,
    pricesRecorded: prices.recorded,
    pricesUpdated: prices.updated,
    afterCommit: prices.afterCommit,
  };
}
