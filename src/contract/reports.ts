import { z } from 'zod';
import { IdSchema, requiredText, wholeKobo } from './common.js';
import { MarketInputSchema, MarketSchema } from './markets.js';
import { MEASURES, REPORT_RULES } from './reports.constants.js';
import { phrase } from './words.js';
export { REPORT_RULES, type Measure } from './reports.constants.js';

const REPORT_STATES = ['pending', 'confirmed', 'rejected'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** Multipart fields come as text: a number field written as text, checked as a number. */
const numberField = (label: string) =>
  z
    .string({ message: phrase(/*i18n*/ '{field} is required.', { field: { id: label } }) })
    .trim()
    .regex(/^\d+(\.\d+)?$/, {
      message: phrase(/*i18n*/ '{field} must be a number such as 2 or 1.5.', { field: { id: label } }),
    })
    .transform(Number);

/** POST /api/price-reports (multipart form; the photo is the file field `photo`). */
export const PriceReportInputSchema = z
  .object({
    marketId: IdSchema,
    commodityId: IdSchema.optional(),
    itemName: requiredText(/*i18n*/ 'Item name', 80).optional(),
    quantity: numberField(/*i18n*/ 'Quantity').refine((n) => n > 0 && n <= REPORT_RULES.MAX_QUANTITY, {
      message: phrase(/*i18n*/ 'Quantity must be above 0 and at most {max}.', { max: REPORT_RULES.MAX_QUANTITY }),
    }),
    measure: z.enum(MEASURES, {
      message: phrase(/*i18n*/ 'Measure must be one of {values}.', { values: MEASURES.join(', ') }),
    }),
    priceNaira: numberField(/*i18n*/ 'Price')
      .refine((n) => n >= 0.01 && n <= REPORT_RULES.MAX_PRICE_NAIRA, {
        message: phrase(/*i18n*/ 'Price must be above 0 and at most {max} naira.', {
          max: REPORT_RULES.MAX_PRICE_NAIRA.toLocaleString('en'),
        }),
      })
      .refine(wholeKobo, { message: /*i18n*/ 'Price must have at most 2 decimals.' }),
    paid: z
      .enum(['true', 'false'], { message: /*i18n*/ 'paid must be true (paid) or false (asked).' })
      .transform((v) => v === 'true'),
    observedOn: z
      .string({ message: /*i18n*/ 'Date is required.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: /*i18n*/ 'Date must be a day (YYYY-MM-DD).' }),
    note: z
      .string()
      .trim()
      .max(REPORT_RULES.MAX_NOTE_CHARS, {
        message: phrase(/*i18n*/ 'Note must be at most {max} characters.', { max: REPORT_RULES.MAX_NOTE_CHARS }),
      })
      .optional(),
  })
  .strict()
  .refine((r) => (r.commodityId === undefined) !== (r.itemName === undefined), {
    message: /*i18n*/ 'Choose an item, or name one new to Kasuwa (not both).',
    path: ['commodityId'],
  });
export type PriceReportInput = z.infer<typeof PriceReportInputSchema>;

export const PriceReportCreatedSchema = z.object({ id: IdSchema, state: z.enum(REPORT_STATES) });

/** A report as its reporter sees it in "My reports". */
export const PriceReportSchema = z.object({
  id: IdSchema,
  /** Null while its market is only proposed (then `proposalId` names the proposal). */
  marketId: IdSchema.nullable(),
  proposalId: IdSchema.nullable(),
  marketName: z.string(),
  commodityId: IdSchema.nullable(),
  /** The catalogue's name of the item, or the name the reporter gave a new one. */
  itemName: z.string(),
  quantity: z.number(),
  measure: z.enum(MEASURES),
  priceNaira: z.number(),
  paid: z.boolean(),
  observedOn: z.string(),
  note: z.string().nullable(),
  /** Per kg, litre or piece, where the measure's weight for this item is known (approximate). */
  unitPrice: z.object({ amount: z.number(), per: z.enum(['kg', 'L', 'piece']) }).nullable(),
  hasPhoto: z.boolean(),
  state: z.enum(REPORT_STATES),
  /** Why it waits for a moderator, or why a moderator rejected it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type PriceReport = z.infer<typeof PriceReportSchema>;
export const PriceReportListSchema = z.array(PriceReportSchema);

/** A report in the moderation queue: the reporter's record and the item's recent prices beside it. */
const ModerationReportSchema = PriceReportSchema.extend({
  reporter: z.object({ id: IdSchema, confirmed: z.number().int(), rejected: z.number().int() }),
  flags: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
  recentPrices: z.array(z.object({ source: z.string(), priceNaira: z.number(), observedAt: z.string() })),
});
export type ModerationReport = z.infer<typeof ModerationReportSchema>;
export const ModerationReportListSchema = z.array(ModerationReportSchema);

export const ModerationQuerySchema = z.object({
  state: z
    .enum(REPORT_STATES, { message: /*i18n*/ 'state must be pending, confirmed or rejected.' })
    .default('pending'),
});

/** POST /api/moderation/price-reports/{id}/decision */
export const ModerationDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { message: /*i18n*/ 'decision must be approve or reject.' }),
    reason: z.string().trim().max(300, { message: /*i18n*/ 'reason must be at most 300 characters.' }).optional(),
    /** For an item new to the catalogue: the commodity it is (merged into it) when approved. */
    commodityId: IdSchema.optional(),
  })
  .strict()
  .refine((d) => d.decision === 'approve' || (d.reason ?? '').length >= 3, {
    message: /*i18n*/ 'Say why the report is rejected.',
    path: ['reason'],
  });

/** POST /api/price-reports/{id}/flags */
export const ReportFlagSchema = z
  .object({
    reason: z.enum(['wrong-price', 'wrong-item', 'spam', 'other'], {
      message: /*i18n*/ 'reason must be wrong-price, wrong-item, spam or other.',
    }),
  })
  .strict();

/** GET /api/price-reports/summary?marketId&commodityId */
export const ReportSummaryQuerySchema = z.object({ marketId: IdSchema, commodityId: IdSchema });

/**
 * What shoppers said of an item at a market in the last 30 days: how many confirmed it and when
 * last, and, from three paid reports on, the fair-price range (what people paid, 25th to 75th
 * percentile, per kg, litre or piece).
 */
const PaidRangeFiguresSchema = z.object({
  low: z.number(),
  high: z.number(),
  per: z.enum(['kg', 'L', 'piece']),
  reports: z.number().int(),
});

export const ReportSummarySchema = z.object({
  shoppers: z.number().int(),
  newestAt: z.string().nullable(),
  paidRange: PaidRangeFiguresSchema.nullable(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

const PAIRS_MESSAGE = phrase(
  /*i18n*/ 'items must be marketId:commodityId pairs (ids), comma-separated, at most {max}.',
  {
    max: REPORT_RULES.RANGES_AT_ONCE,
  },
);

const TOO_MANY_PAIRS = phrase(/*i18n*/ 'At most {max} pairs at once.', { max: REPORT_RULES.RANGES_AT_ONCE });

/** GET /api/price-reports/ranges?items=<marketId>:<commodityId>,…: the pairs, each once, in the order asked. */
export const PaidRangesQuerySchema = z.object({
  items: z.string({ message: PAIRS_MESSAGE }).transform((text, ctx) => {
    const parts = text.split(',').map((p) => p.trim());
    if (parts.length > REPORT_RULES.RANGES_AT_ONCE) {
      ctx.addIssue({ code: 'custom', message: TOO_MANY_PAIRS });
      return z.NEVER;
    }
    const pairs = new Map<string, { marketId: string; commodityId: string }>();
    for (const [n, part] of parts.entries()) {
      const [marketId, commodityId, ...rest] = part.split(':');
      if (rest.length || !IdSchema.safeParse(marketId).success || !IdSchema.safeParse(commodityId).success) {
        // The pair's number comes from the code's count (at most RANGES_AT_ONCE), never from the input's text.
        ctx.addIssue({
          code: 'custom',
          message: phrase(/*i18n*/ 'Pair {n} is not marketId:commodityId (two ids).', { n: n + 1 }),
        });
        return z.NEVER;
      }
      pairs.set(`${marketId}:${commodityId}`, { marketId: marketId!, commodityId: commodityId! });
    }
    return [...pairs.values()];
  }),
});

/**
 * GET /api/price-reports/ranges: of the pairs asked, those with a fair-price range (three paid
 * reports of the last 30 days), each with how many shoppers confirmed it and when last; a pair
 * without one is left out.
 */
export const PaidRangeListSchema = z.array(
  z.object({
    marketId: IdSchema,
    commodityId: IdSchema,
    shoppers: z.number().int(),
    newestAt: z.string(),
    paidRange: PaidRangeFiguresSchema,
  }),
);
export type PaidRange = z.infer<typeof PaidRangeListSchema>[number];

/** GET /api/price-reports?marketId&commodityId: the confirmed reports of an item at a market, for everyone (no reporter, no note). */
export const PublicReportListSchema = z.array(
  PriceReportSchema.pick({
    id: true,
    quantity: true,
    measure: true,
    priceNaira: true,
    paid: true,
    observedOn: true,
    unitPrice: true,
    hasPhoto: true,
    createdAt: true,
  }),
);
export type PublicReport = z.infer<typeof PublicReportListSchema>[number];

/** The columns of a file of reports (POST /api/price-reports/bulk), in this order; a template at GET /api/price-reports/bulk/template. */
export const BULK_COLUMNS = [
  'market_id',
  'commodity_id',
  'quantity',
  'measure',
  'price_naira',
  'paid',
  'observed_on',
  'note',
] as const;

/** What a file of reports did: lines confirmed, pending, already reported, and the rejected ones by number and why. */
export const BulkReportResultSchema = z.object({
  confirmed: z.number().int(),
  pending: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type BulkReportResult = z.infer<typeof BulkReportResultSchema>;

/** POST /api/market-proposals: a market a shopper knows and Kasuwa does not (shown to others once a moderator approves it). */
export const MarketProposalInputSchema = MarketInputSchema.omit({ id: true }).strict();

/**
 * POST /api/market-corrections: a shopper's correction to a known market's opening days and hours
 * or its position (made once a moderator approves it); at least one of them.
 */
export const MarketCorrectionInputSchema = MarketInputSchema.pick({
  openingHours: true,
  latitude: true,
  longitude: true,
})
  .partial()
  .extend({ marketId: IdSchema })
  .strict()
  .refine((c) => (c.latitude === undefined) === (c.longitude === undefined), {
    message: /*i18n*/ 'Give both latitude and longitude, or neither.',
    path: ['latitude'],
  })
  .refine((c) => c.openingHours !== undefined || c.latitude !== undefined, {
    message: /*i18n*/ 'Suggest opening days and hours, a position, or both.',
    path: ['openingHours'],
  });
export type MarketCorrectionInput = z.infer<typeof MarketCorrectionInputSchema>;

/**
 * A proposed market, or a correction to a known one, as its proposer and moderators see it. A
 * correction carries the market's name and the fields as they would become, with `was` the market
 * as it is.
 */
export const MarketProposalSchema = MarketSchema.extend({
  kind: z.enum(['new', 'correction']),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** Why a moderator rejected it. */
  reason: z.string().nullable(),
  /** The market it became, once approved; the market it corrects. */
  marketId: IdSchema.nullable(),
  was: z.object({ openingHours: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  createdAt: z.string(),
});
export const MarketProposalListSchema = z.array(MarketProposalSchema);
export type MarketProposal = z.infer<typeof MarketProposalSchema>;
