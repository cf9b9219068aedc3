import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { type Kept, type RejectedLine, sourceFeed, sourceImport } from './sources.tables.js';

export type SourceImportRow = typeof sourceImport.$inferSelect;
type SourceFeedRow = typeof sourceFeed.$inferSelect;

/** What an import wrote, when it ends. */
interface ImportEnd {
  finishedAt: Date;
  status: 'done' | 'not-modified' | 'failed';
  rowsNew: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  rowsRejected: number;
  rejected: RejectedLine[];
  message: Kept | null;
}

/** Queries only. */
function queries(db: Db) {
  return {
    async startImport(row: { id: string; sourceKey: string; origin: string; startedAt: Date }): Promise<void> {
      await db.insert(sourceImport).values({ ...row, status: 'running' });
    },

    async endImport(id: string, end: ImportEnd): Promise<void> {
      await db.update(sourceImport).set(end).where(eq(sourceImport.id, id));
    },

    /** The newest imports of every source, `perSource` each, newest first. */
    async recentImports(perSource: number): Promise<SourceImportRow[]> {
      const ranked = db
        .select({
          id: sourceImport.id,
          n: sql<number>`row_number() over (partition by ${sourceImport.sourceKey} order by ${sourceImport.startedAt} desc)`.as(
            'n',
          ),
        })
        .from(sourceImport)
        .as('ranked');
      return db
        .select({ row: sourceImport })
        .from(sourceImport)
        .innerJoin(ranked, eq(ranked.id, sourceImport.id))
        .where(sql`${ranked.n} <= ${perSource}`)
        .orderBy(desc(sourceImport.startedAt))
        .then((rows) => rows.map((r) => r.row));
    },

    async findImport(id: string): Promise<SourceImportRow | undefined> {
      const [row] = await db.select().from(sourceImport).where(eq(sourceImport.id, id));
      return row;
    },

    /** What the publisher said of the last copy of a source's feed, if it was ever fetched. */
    async feed(sourceKey: string): Promise<SourceFeedRow | undefined> {
      const [row] = await db.select().from(sourceFeed).where(eq(sourceFeed.sourceKey, sourceKey));
      return row;
    },

    /** Keeps a feed's address, validators (ETag, Last-Modified) and when it was checked. */
    async saveFeed(row: SourceFeedRow): Promise<void> {
      const { url, etag, lastModified, checkedAt } = row;
      await db
        .insert(sourceFeed)
        .values(row)
        .onConflictDoUpdate({ target: sourceFeed.sourceKey, set: { url, etag, lastModified, checkedAt } });
    },
  };
}

export const createSourcesRepository = (db: Db) => withTransactions(db, queries);

export type SourcesRepository = ReturnType<typeof createSourcesRepository>;
