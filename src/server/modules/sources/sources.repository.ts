import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { priceSource } from './sources.tables.js';

type PriceSourceRow = typeof priceSource.$inferSelect;

/** Queries only. */
function queries(db: Db) {
  return {
    async find(key: string): Promise<PriceSourceRow | undefined> {
      const [row] = await db.select().from(priceSource).where(eq(priceSource.key, key));
      return row;
    },
  };
}

export const createSourcesRepository = (db: Db) => withTransactions(db, queries);

export type SourcesRepository = ReturnType<typeof createSourcesRepository>;
