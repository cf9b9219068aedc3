import { z } from 'zod';
import { ProductSchema, UnitPriceSchema } from './catalogue.js';
import { IdSchema } from './common.js';
import { LatitudeSchema, LongitudeSchema } from './markets.js';
import { DEFAULT_COST_PER_KM } from './comparison.constants.js';
import { phrase } from './words.js';

/** The best split looks at this many markets nearest the shopper. */
export const SPLIT_CANDIDATES = 25;

const bothOrNeither: [
  (q: { latitude?: number | undefined; longitude?: number | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (q) => (q.latitude === undefined) === (q.longitude === undefined),
  { message: /*i18n*/ 'Send latitude and longitude together.', path: ['longitude'] },
];

const OptionalLocation = z.object({ latitude: LatitudeSchema.optional(), longitude: LongitudeSchema.optional() });

/** Where the shopper is, optional: both or neither. */
export const OptionalLocationSchema = OptionalLocation.refine(...bothOrNeither);

/** A yes-or-no of the query string: true or false (1 or 0); absent is false. */
const QueryFlag = (name: string) =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === undefined ? false : v),
    z.boolean({ message: phrase(/*i18n*/ '{field} must be true or false.', { field: name }) }),
  );

/** How far the shopper will go, in km as the crow flies (the 25 nearest markets when not said). */
const MaxKmSchema = z.coerce
  .number({ message: /*i18n*/ 'maxKm must be a number of km.' })
  .min(1, { message: /*i18n*/ 'maxKm must be at least 1.' })
  .max(2000, { message: /*i18n*/ 'maxKm must be at most 2000.' })
  .optional();

const CostPerKmSchema = z.coerce
  .number({ message: /*i18n*/ 'costPerKm must be a number of naira.' })
  .min(0, { message: /*i18n*/ 'costPerKm must not be negative.' })
  .max(100_000, { message: /*i18n*/ 'costPerKm must be at most 100000.' })
  .default(DEFAULT_COST_PER_KM);

/**
 * The cart comparison's options (decision record 011): where the shopper is (then only the markets
 * within reach count, the round trip included), how far they will go, the trip's cost per km, and
 * whether prices older than 180 days count.
 */
export const CartComparisonQuerySchema = OptionalLocation.extend({
  includeOld: QueryFlag('includeOld'),
  maxKm: MaxKmSchema,
  costPerKm: CostPerKmSchema,
}).refine(...bothOrNeither);
export type CartComparisonQuery = z.infer<typeof CartComparisonQuerySchema>;

/**
 * One line of the cart comparison: the spec's `{ marketName, totalPrice }`; the first is always
 * 'Your Cart' (each item at its own product's price), then one per market selling at least one
 * item, complete ones first (cheapest first), then partial ones by coverage and total.
 */
const CartComparisonEntrySchema = z.object({
  marketName: z.string(),
  totalPrice: z.number(),
  /** Absent on 'Your Cart'. */
  marketId: IdSchema.optional(),
  itemsFound: z.number().int(),
  itemsTotal: z.number().int(),
  /** Names of the cart items this market does not sell. */
  missingItems: z.array(z.string()),
  /** Names of the items priced from another pack size of the same item (₦/kg × kg). */
  scaledItems: z.array(z.string()),
  /** The oldest price date used (ISO), or null. */
  pricesAsOf: z.string().nullable(),
  /** Straight-line km from the shopper, when a location was sent (absent on 'Your Cart'). */
  distanceKm: z.number().optional(),
  /** How much less than Your Cart's price of the same items this market asks (0 when it asks more; absent on 'Your Cart'). */
  savings: z.number().optional(),
  /** How much more than Your Cart's price of the same items this market asks (0 when it asks less; absent on 'Your Cart'). */
  costsMore: z.number().optional(),
  /** How many of the cart's items it prices from an observation of the last 60 days. */
  recentItems: z.number().int(),
  /** Cart items it has only a price older than 180 days for: not counted unless includeOld (absent on 'Your Cart'). */
  lastSeen: z.array(z.object({ name: z.string(), price: z.number(), observedAt: z.string() })).optional(),
  /** When located: the round trip by road to this market, its cost, and the total with it. */
  tripKm: z.number().optional(),
  tripCost: z.number().optional(),
  grandTotal: z.number().optional(),
});
export type CartComparisonEntry = z.infer<typeof CartComparisonEntrySchema>;
export const CartComparisonSchema = z.array(CartComparisonEntrySchema);

/** One product across markets: the same item at every market, cheapest unit price first. */
const ProductComparisonEntrySchema = z.object({
  product: ProductSchema,
  /** The price for the asked product's pack (scaled when this market's pack differs). */
  priceForPack: z.number(),
  samePack: z.boolean(),
  unitPrice: UnitPriceSchema,
  distanceKm: z.number().nullable(),
});
export type ProductComparisonEntry = z.infer<typeof ProductComparisonEntrySchema>;
export const ProductComparisonSchema = z.array(ProductComparisonEntrySchema);

export const SplitQuerySchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  /** Prices older than 180 days count too. */
  includeOld: QueryFlag('includeOld'),
  maxKm: MaxKmSchema,
  maxMarkets: z.coerce
    .number({ message: /*i18n*/ 'maxMarkets must be 1, 2 or 3.' })
    .int({ message: /*i18n*/ 'maxMarkets must be 1, 2 or 3.' })
    .min(1, { message: /*i18n*/ 'maxMarkets must be 1, 2 or 3.' })
    .max(3, { message: /*i18n*/ 'maxMarkets must be 1, 2 or 3.' })
    .default(2),
  costPerKm: CostPerKmSchema,
});
export type SplitQuery = z.infer<typeof SplitQuerySchema>;

const SplitItemSchema = z.object({
  cartItemId: IdSchema,
  productId: IdSchema,
  name: z.string(),
  quantity: z.number().int(),
  /** The price of one, for the cart item's pack. */
  price: z.number(),
  subtotal: z.number(),
  samePack: z.boolean(),
});

const TripSchema = z.object({
  goodsTotal: z.number(),
  tripKm: z.number(),
  tripCost: z.number(),
  grandTotal: z.number(),
});

/** The cheapest way to buy the basket from at most maxMarkets markets, trip included. */
export const SplitSchema = z.object({
  costPerKm: z.number(),
  /** The markets in visiting order, each with what to buy there; empty when no nearby set sells the basket. */
  stops: z.array(
    z.object({
      marketId: IdSchema,
      marketName: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      items: z.array(SplitItemSchema),
      goodsTotal: z.number(),
    }),
  ),
  /** The split's totals; null when no set of nearby markets sells the basket. */
  total: TripSchema.nullable(),
  /** The best single market for the same items, trip included; null when none sells them all. */
  bestSingle: TripSchema.extend({ marketId: IdSchema, marketName: z.string() }).nullable(),
  /** Your Cart's goods for the same items plus the round trip through their markets. */
  yourCart: TripSchema,
  savingsVsBestSingle: z.number().nullable(),
  savingsVsYourCart: z.number().nullable(),
  /** Cart items no nearby market sells: not part of the split, never dropped silently. */
  unavailable: z.array(z.object({ cartItemId: IdSchema, name: z.string() })),
});
export type Split = z.infer<typeof SplitSchema>;
