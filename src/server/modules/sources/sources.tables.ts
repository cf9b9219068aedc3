import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/**
 * Where prices come from, one row a source (decision record 009): the short key price rows carry
 * ('wfp', 'admin', …), and what showing its figures needs: who publishes them, under which
 * licence, the credit to show beside them, where they are published, and whether its prices are
 * taken at all (a source can be switched off without touching the code).
 */
export const priceSource = pgTable('price_source', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  publisher: text('publisher').notNull(),
  licence: text('licence').notNull(),
  attribution: text('attribution').notNull(),
  url: text('url'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});
