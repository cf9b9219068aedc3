import { z } from 'zod';
import { UnitPriceSchema } from './catalogue.js';
import { IdSchema } from './common.js';
import { MonthSchema } from './sources.js';

export { areaKeyOf } from './areas.constants.js';

/** A place an average price can be of: a state (or the FCT), a geopolitical zone, or the nation. */
export const AreaSchema = z.object({
  /** 'lagos', 'akwa-ibom', 'fct', 'north-east', 'national'. */
  key: z.string(),
  name: z.string(),
  kind: z.enum(['state', 'zone', 'national']),
  /** A state's zone (its key); null for a zone and the nation. */
  zone: z.string().nullable(),
});
export type Area = z.infer<typeof AreaSchema>;
export const AreaListSchema = z.array(AreaSchema);

/** The area in the path: a state as NBS names it, FCT, a zone, or National (any case), or its key. */
export const AreaParamsSchema = z.object({
  area: z
    .string()
    .trim()
    .min(1, { message: /*i18n*/ 'Name an area.' })
    .max(60, { message: /*i18n*/ 'area must be at most 60 characters.' }),
});

/** A month's average and when (YYYY-MM). */
const MonthPriceSchema = z.object({ price: z.number(), month: z.string() });

/** An item's latest average in an area (GET /api/areas/{area}/prices). */
const AreaPriceSchema = z.object({
  area: z.string(),
  commodityId: IdSchema,
  name: z.string(),
  /** The pack the price is for, as the source states it ("KG", "12 pcs", "1 bottle"), or null when it states none. */
  unit: z.string().nullable(),
  category: z.string(),
  /** The average in naira for the unit. */
  price: z.number(),
  /** Per kg, litre or piece when the unit says how much; null when it does not (never guessed). */
  unitPrice: UnitPriceSchema,
  month: z.string(),
  /** The price source's key ('nbs'). */
  source: z.string(),
  /** The same item twelve months before, and its first month, when the source has them. */
  yearBefore: MonthPriceSchema.nullable(),
  first: MonthPriceSchema.nullable(),
});
export type AreaPrice = z.infer<typeof AreaPriceSchema>;
export const AreaPriceListSchema = z.array(AreaPriceSchema);

export const AreaSeriesParamsSchema = AreaParamsSchema.extend({ commodityId: IdSchema });

/** A series' months, inclusive (YYYY-MM); either may be left out. */
export const AreaSeriesQuerySchema = z
  .object({ from: MonthSchema.optional(), to: MonthSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: /*i18n*/ 'from must be on or before to.',
    path: ['to'],
  });
export type AreaSeriesQuery = z.infer<typeof AreaSeriesQuerySchema>;

/** An item's monthly averages in an area, oldest first (GET /api/areas/{area}/prices/{commodityId}). */
export const AreaSeriesSchema = z.array(z.object({ month: z.string(), price: z.number(), source: z.string() }));
export type AreaSeries = z.infer<typeof AreaSeriesSchema>;
