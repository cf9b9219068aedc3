import { sql } from 'drizzle-orm';
import { pgView } from 'drizzle-orm/pg-core';
import { market } from './markets.tables.js';

/**
 * What another module may read of a market inside its own query (decision record 009): a product
 * list ordered by market name or by distance from the shopper, a search that matches the market's
 * name, LGA or state. The markets
 * module keeps these columns whatever becomes of its table; `searchable` is the expression of
 * market_search_idx, so a `like` on it through the view still reads the trigram index.
 */
export const marketListing = pgView('market_listing').as((qb) =>
  qb
    .select({
      id: market.id,
      name: market.name,
      state: market.state,
      lga: market.lga,
      latitude: market.latitude,
      longitude: market.longitude,
      searchable: sql<string>`lower(${market.name} || ' ' || ${market.lga} || ' ' || ${market.state})`.as('searchable'),
    })
    .from(market),
);
