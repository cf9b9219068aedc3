/**
 * The reports contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `reports.ts` re-exports them.
 */
/**
 * The measures a shopper reports a price in: the metric ones and Nigeria's market measures. A
 * market measure's weight is approximate and known only for some items (MEASURE_WEIGHTS on the
 * server); a report in a measure without one is compared only with reports in the same measure.
 */
export const MEASURES = [
  'kg',
  'g',
  'l',
  'piece',
  'mudu',
  'derica',
  'paint-bucket',
  'congo',
  'tin',
  'heap',
  'bunch',
  'tuber',
  'crate',
  'bag-25kg',
  'bag-50kg',
] as const;

export type Measure = (typeof MEASURES)[number];

/** The rules of a price report (decision record 012). */
export const REPORT_RULES = {
  /** The highest price a report may give, in naira (a 50 kg bag of rice is far below it). */
  MAX_PRICE_NAIRA: 10_000_000,
  MAX_QUANTITY: 1_000,
  /** A report is of the last 90 days, never of the future. */
  MAX_AGE_DAYS: 90,
  MAX_NOTE_CHARS: 500,
  MAX_PHOTO_BYTES: 10 * 1024 * 1024,
  /** Per account and per address, in any 24 hours. */
  REPORTS_PER_DAY: 50,
  PHOTOS_PER_DAY: 20,
  /** Two prices agree when they are within this fraction of each other. */
  AGREEMENT_BAND: 0.15,
  /** Another shopper's report agrees only when it was observed within this many days. */
  AGREEMENT_DAYS: 14,
  /** A price below a third or above three times the state's median waits for a moderator. */
  OUTLIER_FACTOR: 3,
  /**
   * An account's reports wait for a moderator until its trust reaches this: one for each confirmed
   * report, less REJECTED_WEIGHT for each rejected one (a flag a moderator upholds is a rejection).
   */
  TRUSTED_AFTER: 3,
  REJECTED_WEIGHT: 2,
  /** The fair-price range needs this many paid reports of the last SUMMARY_DAYS days. */
  RANGE_AFTER: 3,
  SUMMARY_DAYS: 30,
  /** The (market, item) pairs one GET /api/price-reports/ranges may ask about. */
  RANGES_AT_ONCE: 100,
} as const;
