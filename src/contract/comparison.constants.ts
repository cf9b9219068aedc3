/**
 * The comparison contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `comparison.ts` re-exports them.
 */
/** The trip cost per km when the shopper gives none, in naira (a round figure for a town trip; the shopper sets their own). */
export const DEFAULT_COST_PER_KM = 150;
