import { and, eq, isNull, sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.js';
import type { Db } from '../../db/client.js';
import { commodity, product } from './catalogue.tables.js';

/**
 * What other modules may read of the catalogue, called with their own `db` or transaction so the
 * read takes part in it (docs/adding-a-domain.md, "Reads"). Only the catalogue's tables are read
 * here; a market's name comes from the markets module's own reads.
 */

/** How a product is named in a message about it. */
export interface ProductLabel {
  /** The item's name (the commodity's), e.g. "Rice (local)". */
  name: string;
  unit: string | null;
  marketId: string;
}

const ids = (productIds: readonly string[]) => pgArray([...new Set(productIds)], 'uuid');

/** The label of each product, archived ones too, by id: one query for any number. */
export async function productLabels(db: Db, productIds: readonly string[]): Promise<Map<string, ProductLabel>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: product.id, name: commodity.name, unit: commodity.unit, marketId: product.marketId })
    .from(product)
    .innerJoin(commodity, eq(commodity.id, product.commodityId))
    .where(sql`${product.id} = any(${ids(productIds)})`);
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

/** Each product's current price in kobo and when it was observed, archived ones too, by id. */
export async function currentPrices(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, { priceKobo: number; observedAt: Date }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: product.id, priceKobo: product.priceKobo, observedAt: product.priceObservedAt })
    .from(product)
    .where(sql`${product.id} = any(${ids(productIds)})`);
  return new Map(rows.map(({ id, ...price }) => [id, price]));
}

/**
 * The current price of a product on sale, its row held `for share` until the caller's transaction
 * ends: a price change running now either commits first (and this reads its price) or waits for
 * that transaction (and then sees what it wrote). Undefined when no such product is on sale.
 */
export async function lockedPriceOnSale(db: Db, productId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ priceKobo: product.priceKobo })
    .from(product)
    .where(and(eq(product.id, productId), isNull(product.archivedAt), eq(product.counted, true)))
    .for('share');
  return row?.priceKobo;
}
