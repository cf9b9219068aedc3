import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.js';

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
    /** WFP market id for imported markets; null for markets added by an admin. */
    sourceId: integer('source_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // Nearby search: a bounding box on these two columns, then exact haversine.
    index('market_lat_lng_idx').on(t.latitude, t.longitude),
    uniqueIndex('market_source_id_key').on(t.sourceId),
  ],
);
