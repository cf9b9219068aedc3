import { z } from 'zod';
import { IdSchema, requiredText } from './common.js';
import { phrase } from './words.js';

/**
 * A coordinate in degrees, rounded to 7 decimals (about 1 cm): a value such as 5e-324 is a valid
 * number in range, yet PostgreSQL refuses it as out of range for double precision.
 */
const degrees = (number: z.ZodNumber | z.ZodCoercedNumber, label: string, max: number) => {
  const message = phrase(/*i18n*/ '{field} must be between -{max} and {max}.', { field: { id: label }, max });
  return number
    .min(-max, { message })
    .max(max, { message })
    .transform((v) => Math.round(v * 1e7) / 1e7 || 0);
};

/** Latitude and longitude from the address's query (text). */
export const LatitudeSchema = degrees(
  z.coerce.number({ message: /*i18n*/ 'Latitude must be a number.' }),
  /*i18n*/ 'Latitude',
  90,
);
export const LongitudeSchema = degrees(
  z.coerce.number({ message: /*i18n*/ 'Longitude must be a number.' }),
  /*i18n*/ 'Longitude',
  180,
);

/** A market as every call shows it (spec §3, plus state and LGA). */
export const MarketSchema = z.object({
  id: IdSchema,
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.string(),
  state: z.string(),
  lga: z.string(),
});
export type Market = z.infer<typeof MarketSchema>;
export const MarketListSchema = z.array(MarketSchema);

/**
 * How priced a market is (decision record 011): when its newest price was observed (null when it
 * has none yet), and how many of its products have a price of the last 60 days and of the last 180.
 */
const MarketPricingSchema = z.object({
  newestPriceAt: z.string().nullable(),
  recentPrices: z.number().int(),
  currentPrices: z.number().int(),
});
export type MarketPricing = z.infer<typeof MarketPricingSchema>;

/** A market near the shopper: how far as the crow flies, the travel time in minutes (null when unknown), and how priced it is. */
const NearbyMarketSchema = MarketSchema.extend({
  distanceKm: z.number(),
  estimatedTime: z.number().nullable(),
  pricing: MarketPricingSchema,
});
export type NearbyMarket = z.infer<typeof NearbyMarketSchema>;
export const NearbyMarketListSchema = z.array(NearbyMarketSchema);

export const NearbyQuerySchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  radiusKm: z.coerce
    .number({ message: /*i18n*/ 'radiusKm must be a number.' })
    .min(0.1, { message: /*i18n*/ 'radiusKm must be at least 0.1.' })
    .max(3000, { message: /*i18n*/ 'radiusKm must be at most 3000.' })
    .default(50),
  limit: z.coerce.number().int().min(1).max(100, { message: /*i18n*/ 'limit must be at most 100.' }).default(20),
});
export type NearbyQuery = z.infer<typeof NearbyQuerySchema>;

/** "lat,lng", as the spec's getTravelTime sends origins and destinations. */
const LatLngTextSchema = z.string({ message: /*i18n*/ 'Must be "latitude,longitude".' }).transform((s, ctx) => {
  const parts = s.split(',').map((p) => p.trim());
  const lat = LatitudeSchema.safeParse(parts[0]);
  const lng = LongitudeSchema.safeParse(parts[1]);
  if (parts.length !== 2 || parts.some((p) => p === '') || !lat.success || !lng.success) {
    ctx.addIssue({
      code: 'custom',
      message: /*i18n*/ 'Must be "latitude,longitude" with latitude -90..90 and longitude -180..180.',
    });
    return z.NEVER;
  }
  return { latitude: lat.data, longitude: lng.data };
});

export const TravelTimeQuerySchema = z.object({ origins: LatLngTextSchema, destinations: LatLngTextSchema });

/** The spec's travel-time answer: seconds at rows[0].elements[0].duration.value. */
export const TravelTimeSchema = z.object({
  rows: z.array(
    z.object({
      elements: z.array(
        z.object({
          status: z.literal('OK'),
          duration: z.object({ value: z.number(), text: z.string() }),
          distance: z.object({ value: z.number(), text: z.string() }),
        }),
      ),
    }),
  ),
});
export type TravelTime = z.infer<typeof TravelTimeSchema>;

/** What an admin sends to add or change a market; an id in the body is ignored (the server makes ids). */
export const MarketInputSchema = z.object({
  id: z.string().optional(),
  name: requiredText(/*i18n*/ 'Market name', 120),
  address: requiredText(/*i18n*/ 'Address', 200),
  latitude: degrees(z.number({ message: /*i18n*/ 'Latitude must be a number.' }), 'Latitude', 90),
  longitude: degrees(z.number({ message: /*i18n*/ 'Longitude must be a number.' }), 'Longitude', 180),
  openingHours: requiredText(/*i18n*/ 'Operating hours', 120),
  state: z.string().trim().max(60).optional(),
  lga: z.string().trim().max(60).optional(),
});
export type MarketInput = z.infer<typeof MarketInputSchema>;

/** Lists take limit (default 50, at most 200) and offset; the total goes in X-Total-Count. */
export const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200, { message: /*i18n*/ 'limit must be at most 200.' }).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export const MarketSearchQuerySchema = ListQuerySchema.extend({
  search: z.string().max(200, { message: /*i18n*/ 'search must be at most 200 characters.' }).optional(),
  state: z.string().trim().max(60).optional(),
  lga: z.string().trim().max(60).optional(),
});
export type MarketSearchQuery = z.infer<typeof MarketSearchQuerySchema>;

/** The states and LGAs that have markets, for the shopper who cannot share a location. */
export const PlaceListSchema = z.array(z.object({ state: z.string(), lga: z.string(), markets: z.number().int() }));
