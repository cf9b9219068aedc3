import { isNull } from 'drizzle-orm';
import { pgView } from 'drizzle-orm/pg-core';
import { product } from './catalogue.tables.js';

/**
 * What another module may read of the products on sale inside its own query (decision record
 * 009): each product's item and market, for the price charts that sum a commodity's observations
 * across its markets. The catalogue keeps these columns whatever becomes of its table; the view
 * is inlined by the planner, so the reader's query runs as if it joined the table.
 */
export const productOnSale = pgView('product_on_sale').as((qb) =>
  qb
    .select({ id: product.id, commodityId: product.commodityId, marketId: product.marketId })
    .from(product)
    .where(isNull(product.archivedAt)),
);
