import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestampTz } from '../../db/columns.js';
import type { Words } from '../../lib/i18n.js';
import { priceSource } from '../price-history/price-history.tables.js';

/**
 * What a person reads of an import, as kept: words, worded in the reader's language when listed;
 * or text, kept as it is (English): what was kept before imports kept words, and an unexpected
 * error's own message.
 */
export type Kept = Words | string;

/** A line an import left out: where it is in the file and why. */
export interface RejectedLine {
  line: number;
  reason: Kept;
}

/**
 * Each import of a source's prices, for the admin's Sources page: when, from which file or URL, how
 * many lines were new, changed, unchanged or rejected, and the rejected lines with their reasons
 * (the first 500; the count is whole).
 */
export const sourceImport = pgTable(
  'source_import',
  {
    id: id(),
    sourceKey: text('source_key')
      .notNull()
      .references(() => priceSource.key, { onDelete: 'restrict' }),
    /** A file's name, or the URL a refresh fetched. */
    origin: text('origin').notNull(),
    startedAt: timestampTz('started_at').notNull(),
    finishedAt: timestampTz('finished_at'),
    /** 'running', 'done', 'not-modified' (a refresh the publisher answered 304) or 'failed'. */
    status: text('status', { enum: ['running', 'done', 'not-modified', 'failed'] }).notNull(),
    rowsNew: integer('rows_new').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsUnchanged: integer('rows_unchanged').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    rejected: jsonb('rejected')
      .$type<RejectedLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Why a failed import failed, in words. */
    message: jsonb('message').$type<Kept>(),
  },
  (t) => [index('source_import_source_started_idx').on(t.sourceKey, t.startedAt)],
);

/**
 * A source the app fetches itself (WFP's CSV on HDX): where from, and what the publisher said of the
 * last copy (ETag, Last-Modified), so the next fetch asks only for something new.
 */
export const sourceFeed = pgTable('source_feed', {
  sourceKey: text('source_key')
    .primaryKey()
    .references(() => priceSource.key, { onDelete: 'restrict' }),
  url: text('url').notNull(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  checkedAt: timestampTz('checked_at'),
});
