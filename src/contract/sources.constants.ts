/**
 * The sources contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `sources.ts` re-exports them.
 */
/**
 * How old a price may be (decision record 011). A market price older than RECENT_DAYS is marked as
 * old; older than CURRENT_DAYS it no longer counts as the market's current price in a comparison
 * or a split (it is shown as "last seen", and the shopper may include it). An area's average is
 * history and context, never a market's price.
 */
export const FRESHNESS = { RECENT_DAYS: 60, CURRENT_DAYS: 180 } as const;
