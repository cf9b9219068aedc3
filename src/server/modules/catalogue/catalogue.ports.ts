import type { Db } from '../../db/client.js';

/**
 * What the catalogue needs from modules that sit above it (decision record 009). The catalogue
 * owns these interfaces; the composition root hands over their implementations, so the catalogue
 * imports neither price history nor the watchlist.
 */

/** A price seen for a product at a moment, by a source (a `price_source` key: data, not a type). */
export interface Observation {
  productId: string;
  priceKobo: number;
  changedAt: Date;
  source: string;
}

/** A product's newest observation, with the price of the one before it. */
export interface CurrentPrice {
  productId: string;
  priceKobo: number;
  changedAt: Date;
  source: string;
  /** The observation before the newest, if any. */
  previousPriceKobo: number | null;
}

/** Where every observation is kept, written inside the catalogue's transaction (price history implements it). */
export interface PriceLog {
  /** Adds observations (the same (product, moment) with another price replaces it). */
  record(tx: Db, observations: Observation[]): Promise<{ recorded: number; updated: number }>;
  /** The newest observation of each product from a source that counts, with the one before it. */
  current(tx: Db, productIds: string[]): Promise<CurrentPrice[]>;
  /** Takes observations back (a shopper's report sent back to moderation); answers how many there were. */
  retract(tx: Db, keys: Array<{ productId: string; changedAt: Date }>): Promise<number>;
  /** Products taken off sale (an admin removed them): their prices leave the charts across markets. */
  offSale(tx: Db, products: Array<{ productId: string; commodityId: string }>): Promise<void>;
}

/** A product's new current price, and when it was observed (an old month imported late is not news). */
export interface PriceChange {
  productId: string;
  priceKobo: number;
  observedAt: Date;
}

/**
 * Who hears of price changes (the watchlist's alerts): told inside the transaction that changed the
 * prices, so what it decides commits or rolls back with them; it answers what to do once that
 * transaction has committed (send the e-mails it wrote).
 */
export interface PriceWatchers {
  pricesChanged(tx: Db, changes: PriceChange[]): Promise<() => Promise<void>>;
}
