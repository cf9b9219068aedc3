import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.js';

/** A physical market shoppers can travel to. */
export const market = pgTable(
  'market',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: text('opening_hours').notNull(),
    state: text('state').notNull().default(''),
    lga: text('lga').notNull().default(''),
    /**
     * The price source that placed this market (a `price_source` key) and its own id for it (WFP's
     * market_id): a survey's next file finds the market by them. Null for markets an admin added.
     */
    sourceKey: text('source_key'),
    sourceRef: text('source_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Nearest first: a GiST index on the point as earthdistance sees it (KNN with <->).
    index('market_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    // Search by name, LGA or state: partial words and small typos (pg_trgm).
    index('market_search_idx').using(
      'gin',
      sql`(lower(${t.name} || ' ' || ${t.lga} || ' ' || ${t.state})) gin_trgm_ops`,
    ),
    // A state's markets by its name in lower case, in id order: product search counts them (a
    // state's name is held by every market of it), and the order keeps a plan on this index.
    index('market_state_idx').on(sql`lower(${t.state})`, t.id),
    uniqueIndex('market_source_ref_key').on(t.sourceKey, t.sourceRef),
  ],
);

/**
 * The places an average price can be of: the 36 states and the FCT (keyed by name in lower case,
 * words joined by '-': 'akwa-ibom', 'fct'), the six geopolitical zones and the nation. A state has
 * its zone and its capital's position, which stands for the state when a shopper is located
 * (the state whose capital is nearest).
 */
export const area = pgTable('area', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['state', 'zone', 'national'] }).notNull(),
  /** A state's zone (an area key); null for a zone and the nation. */
  zone: text('zone'),
  capital: text('capital'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});
