/**
 * The price-history contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `price-history.ts` re-exports them.
 */
/** Chart periods: points average a day, an ISO week (Monday first), a month or a year, in Africa/Lagos time. */
export const PERIODS = ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const;

export type Period = (typeof PERIODS)[number];
