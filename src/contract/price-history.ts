import { z } from 'zod';
import { IdSchema } from './common.js';
import { PERIODS } from './price-history.constants.js';
import { phrase } from './words.js';
export { PERIODS, type Period } from './price-history.constants.js';

const PeriodSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (PERIODS.find((p) => p.toLowerCase() === v.trim().toLowerCase()) ?? v) : v),
  z.enum(PERIODS, { message: phrase(/*i18n*/ 'Must be one of {values}.', { values: PERIODS.join(', ') }) }),
);
/** The dates a chart may ask about: prices start in 2016; anything before 2000 or after 2099 is a mistake. */
const CHART_DATES = { first: '2000-01-01', last: '2099-12-31' } as const;

/** A calendar date in Africa/Lagos, YYYY-MM-DD (a full ISO date-time is cut to its date), 2000 to 2099. */
const DateSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v === '' ? undefined : v),
  z.iso
    .date({ message: /*i18n*/ 'Must be a date (YYYY-MM-DD).' })
    .refine((d) => d >= CHART_DATES.first && d <= CHART_DATES.last, {
      message: phrase(/*i18n*/ 'Must be a date from {first} to {last}.', CHART_DATES),
    })
    .optional(),
);

const CHART_TEXT = {
  startAfterEnd: /*i18n*/ 'The start date must be on or before the end date.',
  sourceKey: /*i18n*/ 'Must be the key of a price source (as GET /api/sources lists them), such as wfp or shoppers.',
} as const;

/**
 * A price source's key (`wfp`, `nbs`, `shoppers`, `admin`: a `price_source` row, GET /api/sources), in
 * any case; empty is every source. Whether such a source exists is the server's to say (a 400 naming `source`).
 */
const SourceKeySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
  z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, { message: CHART_TEXT.sourceKey })
    .optional(),
);

/**
 * The spec's chart request `{ period, productName, startDate, endDate }`, from the query string or
 * the body (both are sent); dates are inclusive. `marketId` narrows it to one market; without it the
 * chart averages the product across every market that sells it.
 */
export const ChartRequestSchema = z
  .object({
    period: PeriodSchema.default('Daily'),
    productName: z.string().trim().min(1, { message: /*i18n*/ 'Choose a product.' }).max(200),
    startDate: DateSchema,
    endDate: DateSchema,
    marketId: IdSchema.optional(),
    /** Only this source's prices (a source's key); without it, every source's together. */
    source: SourceKeySchema,
    /** Areas whose average to draw beside it (NBS: a state, a zone, National), up to 3, comma-separated. */
    areas: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean)
          : v === ''
            ? undefined
            : v,
      z
        .array(z.string().max(60, { message: /*i18n*/ 'An area name is at most 60 characters.' }))
        .max(3, { message: /*i18n*/ 'At most 3 areas.' })
        .optional(),
    ),
  })
  .refine((r) => !r.startDate || !r.endDate || r.startDate <= r.endDate, {
    message: CHART_TEXT.startAfterEnd,
    path: ['endDate'],
  });
export type ChartRequest = z.infer<typeof ChartRequestSchema>;

/** One bar: the average price of the period that starts at `changeDateTime`, with its lowest, highest and last price. */
const ChartPointSchema = z.object({
  /** The start of the day, week, month or year in Africa/Lagos, as ISO with its offset (`2026-08-01T00:00:00+01:00`). */
  changeDateTime: z.string(),
  price: z.number(),
  min: z.number(),
  max: z.number(),
  last: z.number(),
  /** How many observed prices the point averages. */
  count: z.number().int(),
  /** The keys of the sources of those prices, in order (their names: GET /api/sources). */
  sources: z.array(z.string()),
});
export type ChartPoint = z.infer<typeof ChartPointSchema>;

/** Whether the newest price is low, typical or high against the typical range. */
const VERDICTS = ['low', 'typical', 'high'] as const;

/** What the chart says in words, on the observations themselves (not the averages). */
const InsightSchema = z.object({
  /** The newest observation the insight is measured from (ISO). */
  asOf: z.iso.datetime().nullable(),
  /** The latest price: the last point's average. */
  latestPrice: z.number().nullable(),
  /** The lowest observed price in the 30 days of data up to `asOf`, and where and when. */
  low30Days: z.object({ price: z.number(), marketName: z.string(), observedAt: z.iso.datetime() }).nullable(),
  /** The 25th to 75th percentile of the observed prices in the 90 days of data up to `asOf`. */
  typicalRange: z.object({ low: z.number(), high: z.number(), observations: z.number().int() }).nullable(),
  /** The last point against the one before it. */
  change: z.object({ previous: z.number(), latest: z.number(), percent: z.number() }).nullable(),
  verdict: z.enum(VERDICTS).nullable(),
});
export type Insight = z.infer<typeof InsightSchema>;

/**
 * An area's monthly average beside the chart (decision record 011): for the chart's pack when the
 * area's unit converts to it (₦/kg × the pack's kg), else none is drawn; the source and unit say how.
 */
const AreaSeriesLineSchema = z.object({
  area: z.string(),
  areaName: z.string(),
  source: z.string(),
  /** What the average was reported for ("KG"), before it was scaled to the chart's pack. */
  unit: z.string().nullable(),
  points: z.array(z.object({ month: z.string(), price: z.number() })),
});

/**
 * A chart answer: its points, oldest first, its insight, and the areas' averages asked for; the
 * source asked for (null: every source), and every source with prices of this product (at this
 * market), whatever the dates and source asked for: what a source filter offers.
 */
export const ChartSchema = z.object({
  productName: z.string(),
  marketName: z.string().nullable(),
  period: z.enum(PERIODS),
  source: z.string().nullable(),
  sources: z.array(z.string()),
  points: z.array(ChartPointSchema),
  insight: InsightSchema,
  areas: z.array(AreaSeriesLineSchema),
});
export type Chart = z.infer<typeof ChartSchema>;

/**
 * The history call's query: `timeInterval` is a period (or absent: every observation); `source`, a
 * source's key (or absent: every source).
 */
export const PriceHistoryQuerySchema = z.object({
  productId: IdSchema.optional(),
  timeInterval: PeriodSchema.optional(),
  source: SourceKeySchema,
});
/** An observation, or a period's average; `sources`: the keys of the sources of its prices, in order. */
const PriceHistoryPointSchema = z.object({
  timestamp: z.iso.datetime(),
  price: z.number(),
  sources: z.array(z.string()),
});
export const PriceHistorySchema = z.array(PriceHistoryPointSchema);
export type PriceHistoryPoint = z.infer<typeof PriceHistoryPointSchema>;

/** The product names the chart form offers (commodities, whatever the market). */
const ChartProductSchema = z.object({ name: z.string(), unit: z.string().nullable(), category: z.string() });
export const ChartProductListSchema = z.array(ChartProductSchema);
export type ChartProduct = z.infer<typeof ChartProductSchema>;
