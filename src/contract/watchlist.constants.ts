/**
 * The watchlist contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `watchlist.ts` re-exports them.
 */
export const WATCHLIST_TEXT = {
  added: 'Product added to watchlist!',
  addFailed: 'An error occurred while adding the product to your watchlist.',
  removed: /*i18n*/ 'Removed from your watchlist.',
} as const;
