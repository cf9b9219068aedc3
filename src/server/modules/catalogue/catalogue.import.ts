import { and, inArray, sql } from 'drizzle-orm';
import type { ImportSummary } from '../../../contract/catalogue.js';
import { type Db, queryRows } from '../../db/client.js';
import { pgArray, unnestRows } from '../../db/arrays.js';
import { uuidv7 } from '../../lib/ids.js';
import { nameKey, packSizeKey, parsePackSize } from '../../lib/pack-size.js';
import { market } from '../markets/index.js';
import type { PriceLog } from '../price-history/index.js';
import { category, commodity, product } from './catalogue.tables.js';
import { commodityPictureUrl } from './images.js';
import type { SkippedRow, WfpRow } from './wfp-csv.js';

const BATCH = 1_000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function uniqueBy<T>(items: T[], key: (t: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) map.set(key(item), item);
  return map;
}

const describe = (r: WfpRow) =>
  `Retail price from the WFP market survey, ${r.unit.toUpperCase() === 'L' ? '1 L' : r.unit} pack, ${r.market}, ${r.lga}, ${r.state}.`;

/**
 * Writes the rows of WFP price files in one transaction, a statement per table (rows travel as
 * column arrays through `unnest`, never a statement per row): markets by WFP id, categories, commodities by name and pack,
 * one product per (market, commodity), one observation per (product, date); then each touched
 * product's current price becomes its newest observation, so an older month never overrides it.
 */
export async function importWfpRows(
  tx: Db,
  prices: PriceLog,
  rows: WfpRow[],
  skipped: SkippedRow[],
  now: Date,
): Promise<ImportSummary & { changed: Array<{ productId: string; priceKobo: number }> }> {
  // Markets: the newest row of each market names it.
  const markets = uniqueBy(
    [...rows].sort((a, b) => a.date.getTime() - b.date.getTime()),
    (r) => String(r.wfpMarketId),
  );
  const written = await queryRows<{ inserted: boolean }>(
    tx,
    sql`insert into ${market} (id, name, address, latitude, longitude, opening_hours, state, lga, wfp_market_id, updated_at)
        select id, name, address, latitude, longitude, 'Not surveyed', state, lga, wfp, ${now.toISOString()}::timestamptz
        from ${unnestRows('m', [...markets.values()], {
          id: ['uuid', () => uuidv7()],
          name: ['text', (r) => r.market],
          address: ['text', (r) => `${r.lga}, ${r.state}`],
          latitude: ['float8', (r) => r.latitude],
          longitude: ['float8', (r) => r.longitude],
          state: ['text', (r) => r.state],
          lga: ['text', (r) => r.lga],
          wfp: ['int', (r) => r.wfpMarketId],
        })}
        on conflict (wfp_market_id) do update set
          name = excluded.name, latitude = excluded.latitude, longitude = excluded.longitude,
          state = excluded.state, lga = excluded.lga, updated_at = excluded.updated_at
        -- An admin may have set the address and hours; the survey only names and places the market.
        where (${market.name}, ${market.latitude}, ${market.longitude}, ${market.state}, ${market.lga})
          is distinct from (excluded.name, excluded.latitude, excluded.longitude, excluded.state, excluded.lga)
        returning (xmax = 0) as inserted`,
  );
  const marketsCreated = written.filter((w) => w.inserted).length;
  const marketsUpdated = written.length - marketsCreated;
  const marketIds = new Map<number, { id: string; name: string; lga: string; state: string }>();
  for (const m of await tx
    .select({ id: market.id, wfp: market.wfpMarketId, name: market.name, lga: market.lga, state: market.state })
    .from(market)
    .where(sql`${market.wfpMarketId} = any(${pgArray([...markets.keys()].map(Number), 'int')})`))
    marketIds.set(m.wfp!, m);

  // Categories, matched whatever their case.
  const categoryNames = uniqueBy(rows, (r) => nameKey(r.category));
  await tx
    .insert(category)
    .values([...categoryNames.values()].map((r) => ({ id: uuidv7(), name: r.category })))
    .onConflictDoNothing();
  const categoryIds = new Map<string, { id: string; name: string }>();
  for (const c of await tx
    .select({ id: category.id, name: category.name })
    .from(category)
    .where(inArray(sql`lower(${category.name})`, [...categoryNames.keys()])))
    categoryIds.set(nameKey(c.name), c);

  // Commodities: the same item is the same name and pack size wherever it is sold.
  const commodityKey = (name: string, unit: string) => `${nameKey(name)}\u0000${packSizeKey(unit)}`;
  const commodities = uniqueBy(rows, (r) => commodityKey(r.commodity, r.unit));
  let commoditiesCreated = 0;
  for (const batch of chunks([...commodities.values()])) {
    const created = await tx
      .insert(commodity)
      .values(
        batch.map((r) => {
          const pack = parsePackSize(r.unit);
          return {
            id: uuidv7(),
            name: r.commodity,
            categoryId: categoryIds.get(nameKey(r.category))!.id,
            unit: r.unit,
            nameKey: nameKey(r.commodity),
            unitKey: packSizeKey(r.unit),
            quantity: pack?.quantity ?? null,
            baseUnit: pack?.baseUnit ?? null,
            wfpCommodityId: r.wfpCommodityId,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: commodity.id });
    commoditiesCreated += created.length;
  }
  const commodityIds = new Map<string, { id: string; name: string; unit: string; categoryId: string }>();
  for (const batch of chunks([...commodities.values()]))
    for (const c of await tx
      .select({
        id: commodity.id,
        name: commodity.name,
        unit: commodity.unit,
        categoryId: commodity.categoryId,
        nameKey: commodity.nameKey,
        unitKey: commodity.unitKey,
      })
      .from(commodity)
      .where(
        and(
          inArray(
            commodity.nameKey,
            batch.map((r) => nameKey(r.commodity)),
          ),
          inArray(
            commodity.unitKey,
            batch.map((r) => packSizeKey(r.unit)),
          ),
        ),
      ))
      commodityIds.set(`${c.nameKey}\u0000${c.unitKey}`, c);

  // Products: one per (market, commodity); a new one starts at its row's price until step 4 below.
  const productKey = (r: WfpRow) => `${r.wfpMarketId}\u0000${commodityKey(r.commodity, r.unit)}`;
  const products = uniqueBy(rows, productKey);
  const createdProducts = await queryRows<{ id: string }>(
    tx,
    sql`insert into ${product} (id, market_id, commodity_id, category_id, price_kobo, price_observed_at, price_source,
                                description, image_url)
        select id, market_id, commodity_id, category_id, price_kobo, observed_at, 'wfp', description, image_url
        from ${unnestRows('p', [...products.values()], {
          id: ['uuid', () => uuidv7()],
          market_id: ['uuid', (r) => marketIds.get(r.wfpMarketId)!.id],
          commodity_id: ['uuid', (r) => commodityIds.get(commodityKey(r.commodity, r.unit))!.id],
          category_id: ['uuid', (r) => commodityIds.get(commodityKey(r.commodity, r.unit))!.categoryId],
          price_kobo: ['bigint', (r) => r.priceKobo],
          observed_at: ['timestamptz', (r) => r.date],
          description: ['text', describe],
          image_url: ['text', (r) => commodityPictureUrl(commodityIds.get(commodityKey(r.commodity, r.unit))!.id)],
        })}
        on conflict do nothing
        returning id`,
  );
  const productsCreated = createdProducts.length;
  const productIds = new Map<string, string>();
  const marketById = new Map([...marketIds.entries()].map(([wfp, m]) => [m.id, wfp]));
  const commodityKeyById = new Map([...commodityIds.entries()].map(([k, c]) => [c.id, k]));
  for (const p of await tx
    .select({ id: product.id, marketId: product.marketId, commodityId: product.commodityId })
    .from(product)
    .where(
      sql`${product.marketId} = any(${pgArray(
        [...marketIds.values()].map((m) => m.id),
        'uuid',
      )}) and ${product.commodityId} = any(${pgArray(
        [...commodityIds.values()].map((c) => c.id),
        'uuid',
      )})`,
    ))
    productIds.set(`${marketById.get(p.marketId)}\u0000${commodityKeyById.get(p.commodityId)}`, p.id);

  // Observations, then the current price of every touched product from its newest observation.
  const observations = uniqueBy(rows, (r) => `${productKey(r)}\u0000${r.date.toISOString()}`);
  const { recorded, updated } = await prices.record(
    tx,
    [...observations.values()].map((r) => ({
      productId: productIds.get(productKey(r))!,
      priceKobo: r.priceKobo,
      changedAt: r.date,
      source: 'wfp' as const,
    })),
  );
  const touched = [...new Set([...products.values()].map((r) => productIds.get(productKey(r))!))];
  const current = await prices.current(tx, touched);
  const changed = await queryRows<{ id: string; price_kobo: string | number }>(
    tx,
    sql`
    update ${product} p set
      price_kobo = c.price_kobo, price_observed_at = c.changed_at, price_source = c.source,
      previous_price_kobo = c.previous, updated_at = ${now.toISOString()}::timestamptz
    from ${unnestRows('c', current, {
      id: ['uuid', (c) => c.productId],
      price_kobo: ['bigint', (c) => c.priceKobo],
      changed_at: ['timestamptz', (c) => c.changedAt],
      source: ['text', (c) => c.source],
      previous: ['bigint', (c) => c.previousPriceKobo],
    })}
    where p.id = c.id and (p.price_kobo, p.price_observed_at, p.previous_price_kobo)
      is distinct from (c.price_kobo, c.changed_at, c.previous)
    returning p.id, p.price_kobo`,
  );

  return {
    marketsCreated,
    marketsUpdated,
    commoditiesCreated,
    productsCreated,
    pricesRecorded: recorded,
    pricesUpdated: updated,
    rowsSkipped: skipped,
    // Products whose current price this import set: new ones, and those with a newer observation.
    changed: changed.map((c) => ({ productId: c.id, priceKobo: Number(c.price_kobo) })),
  };
}
