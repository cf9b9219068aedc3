import type { Db } from '../../db/client.js';
import { lastOfEach } from '../../lib/collections.js';
import { uuidv7 } from '../../lib/ids.js';
import { nameKey, packSizeKey, parsePackSize } from '../../lib/pack-size.js';
import type { CatalogueQueries, CatalogueRepository, NewProduct } from './catalogue.repository.js';
import type { Observation, PriceLog, PriceWatchers } from './catalogue.ports.js';
import { commodityPictureUrl } from './images.js';

/**
 * How observed prices enter the catalogue, whatever their source (decision record 009): the
 * price pipeline (sources module) resolves the items and products its lines name, then records
 * the observations. Each call runs in the pipeline's transaction (`tx`) and writes in bulk.
 */

/** An item as a source names it: its name, pack size and category as written, and the source's own id for it. */
export interface NamedItem {
  name: string;
  unit: string;
  category: string;
  source: string;
  sourceRef: string | null;
}

/** A product a source's line names: a commodity at a market, and the observation to start it at when it is new. */
export type NamedProduct = Omit<NewProduct, 'imageUrl'>;

const itemKey = (name: string, unit: string) => `${nameKey(name)}\u0000${packSizeKey(unit)}`;
const productKey = (marketId: string, commodityId: string) => `${marketId}\u0000${commodityId}`;

/** The categories of these items, created when new (matched whatever their case); by name key. */
async function categoriesOf(q: CatalogueQueries, items: NamedItem[]): Promise<Map<string, string>> {
  const named = lastOfEach(items, (i) => nameKey(i.category));
  const rows = await q.addCategories(
    [...named.values()].map((i) => i.category),
    [...named.keys()],
  );
  return new Map(rows.map((c) => [nameKey(c.name), c.id]));
}

export interface PriceIntakeDeps {
  repo: CatalogueRepository;
  prices: PriceLog;
  watchers: PriceWatchers;
}

export function createPriceIntake({ repo, prices, watchers }: PriceIntakeDeps) {
  return {
    /**
     * The commodities these items are: the same item is the same name and pack size wherever it is
     * sold; new ones are created in their category (created too when new).
     */
    async resolveItems(tx: Db, items: NamedItem[]) {
      const q = repo.within(tx);
      const categoryIds = await categoriesOf(q, items);
      const wanted = lastOfEach(items, (i) => itemKey(i.name, i.unit));
      const created = await q.addCommodities(
        [...wanted.values()].map((i) => {
          const pack = parsePackSize(i.unit);
          return {
            id: uuidv7(),
            name: i.name,
            categoryId: categoryIds.get(nameKey(i.category))!,
            unit: i.unit,
            nameKey: nameKey(i.name),
            unitKey: packSizeKey(i.unit),
            quantity: pack?.quantity ?? null,
            baseUnit: pack?.baseUnit ?? null,
            sourceKey: i.source,
            sourceRef: i.sourceRef,
          };
        }),
      );
      const found = await q.commoditiesKeyed(
        [...wanted.values()].map((i) => ({ nameKey: nameKey(i.name), unitKey: packSizeKey(i.unit) })),
      );
      const ids = new Map(found.map((c) => [`${c.name_key}\u0000${c.unit_key}`, c.id]));
      return { created, commodityOf: (name: string, unit: string) => ids.get(itemKey(name, unit))! };
    },

    /** The products these lines name, one per (market, commodity); a new one starts at its line's price. */
    async resolveProducts(tx: Db, wanted: NamedProduct[]) {
      const q = repo.within(tx);
      const products = [...lastOfEach(wanted, (p) => productKey(p.marketId, p.commodityId)).values()];
      const created = await q.addProducts(
        products.map((p) => ({ ...p, imageUrl: commodityPictureUrl(p.commodityId) })),
      );
      const found = await q.productsAt(products);
      const ids = new Map(found.map((p) => [productKey(p.market_id, p.commodity_id), p.id]));
      return {
        created,
        productOf: (marketId: string, commodityId: string) => ids.get(productKey(marketId, commodityId))!,
      };
    },

    /**
     * Appends observations to the price log, then makes each of `touched`'s newest observation its
     * current price, so an older month never overrides a newer one; the watchers hear of the
     * products whose price this changed. Answers the counts and what to do once `tx` commits.
     */
    async recordObservations(tx: Db, observations: Observation[], touched: string[], now: Date) {
      const { recorded, updated } = await prices.record(tx, observations);
      return { recorded, updated, ...(await recount(tx, touched, now)) };
    },

    /**
     * Takes observations back from the price log, then sets those products' current prices again
     * from what is left (a shopper's report a moderator sent back or rejected).
     */
    async retractObservations(tx: Db, keys: Array<{ productId: string; changedAt: Date }>, now: Date) {
      await prices.retract(tx, keys);
      return recount(tx, [...new Set(keys.map((k) => k.productId))], now);
    },

    /**
     * Sets these products' current prices again from the price log's newest counted observation
     * (after a source is switched off or on); a product with none leaves the lists until it has one.
     */
    recountPrices: (tx: Db, productIds: string[], now: Date) => recount(tx, productIds, now),
  };

  /** Each product's current price from its newest counted observation; the watchers hear of the changes. */
  async function recount(tx: Db, productIds: string[], now: Date) {
    const q = repo.within(tx);
    const current = await prices.current(tx, productIds);
    const changed = await q.setCurrentPrices(current, now);
    const priced = new Set(current.map((c) => c.productId));
    await q.uncount(
      productIds.filter((id) => !priced.has(id)),
      now,
    );
    return { afterCommit: await watchers.pricesChanged(tx, changed) };
  }
}
