import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.js';
import type { Db } from '../../db/client.js';
import { market } from './markets.tables.js';

/**
 * What other modules may read of markets, called with their own `db` or transaction so the read
 * takes part in it (docs/adding-a-domain.md, "Reads"). Only the markets' tables are read here.
 */

/** Each market's name, by id: one query for any number. */
export async function marketNames(db: Db, marketIds: readonly string[]): Promise<Map<string, string>> {
  if (marketIds.length === 0) return new Map();
  const rows = await db
    .select({ id: market.id, name: market.name })
    .from(market)
    .where(sql`${market.id} = any(${pgArray([...new Set(marketIds)], 'uuid')})`);
  return new Map(rows.map((r) => [r.id, r.name]));
}
