import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageOnwardOf, PriceNairaSchema, requiredText } from './common.js';
import { LatitudeSchema, LongitudeSchema } from './markets.js';
import { AGES } from './sources.js';

export const CategorySchema = z.object({ id: IdSchema, name: z.string() });
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);

export const CategoryInputSchema = z.object({
  id: z.string().optional(),
  name: requiredText(/*i18n*/ 'Category name', 80),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** Price per kilogram, litre or piece, in naira; null when the pack size is unknown. */
export const UnitPriceSchema = z.object({ amount: z.number(), per: z.enum(['kg', 'L', 'piece']) }).nullable();

/** A product (one commodity at one market), as every list and the details call show it. */
export const ProductSchema = z.object({
  id: IdSchema,
  /** The item's catalogue name (English, as its price source names it). */
  name: z.string(),
  /**
   * The item's name in the request's language (its `kasuwa-lang` cookie, else Accept-Language),
   * when that is not English and the item has one there (data/names, docs/languages.md).
   */
  localName: z.string().optional(),
  price: z.number(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  marketId: IdSchema,
  marketName: z.string(),
  /** The market's state, as its source names it ('' when unknown). */
  marketState: z.string(),
  categoryId: IdSchema,
  categoryName: z.string(),
  commodityId: IdSchema,
  /** The pack size as written ("2.8 KG"), or null. */
  unit: z.string().nullable(),
  unitPrice: UnitPriceSchema,
  /** When the current price was observed (ISO). */
  priceObservedAt: z.string(),
  /** Who observed it: a price source's key ('wfp', 'admin'; GET /api/sources names them). */
  priceSource: z.string(),
  /** How old it is today (decision record 011): recent, old (over 60 days) or stale (over 180: "last seen"). */
  priceAge: z.enum(AGES),
  /** Km from the shopper as the crow flies, when a search was located. */
  distanceKm: z.number().optional(),
  /** The observation before the current one, or null. */
  previousPrice: z.number().nullable(),
  isFeatured: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.array(ProductSchema);

/** The details call: the product, and its stored JPEG in base64 (null when it has none). */
export const ProductDetailsSchema = z.object({ product: ProductSchema, imageData: z.string().nullable() });
export type ProductDetails = z.infer<typeof ProductDetailsSchema>;

const imageUrl = z
  .string({ message: /*i18n*/ 'Image is required: upload one first.' })
  .regex(/^\/api\/images\/[0-9a-f]{64}\.jpg$/, { message: /*i18n*/ 'Image must be a URL answered by uploadImage.' });

export const ProductInputSchema = z.object({
  id: z.string().optional(),
  name: requiredText(/*i18n*/ 'Name', 120),
  price: PriceNairaSchema,
  description: requiredText(/*i18n*/ 'Description', 1000),
  imageUrl,
  marketId: IdSchema,
  categoryId: IdSchema,
  isFeatured: z.boolean().default(false),
  /** Pack size as sold, e.g. "2.8 KG", "L", "30 pcs". */
  unit: z.string().trim().max(30, { message: /*i18n*/ 'Pack size must be at most 30 characters.' }).optional(),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const ProductUpdateSchema = z
  .object({
    price: PriceNairaSchema.optional(),
    description: requiredText('Description', 1000).optional(),
    isFeatured: z.boolean().optional(),
    imageUrl: imageUrl.optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), {
    message: /*i18n*/ 'Send at least one field to change.',
  });
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/**
 * A product as search results show it (the search screens' cards): what the card, its Add and View
 * buttons and the 'People paid' line under it need, and nothing else (no description, category or
 * previous price: the details call has those).
 */
export const ProductHitSchema = ProductSchema.pick({
  id: true,
  name: true,
  localName: true,
  unit: true,
  price: true,
  unitPrice: true,
  imageUrl: true,
  marketId: true,
  marketName: true,
  commodityId: true,
  priceObservedAt: true,
  priceSource: true,
  priceAge: true,
  distanceKm: true,
});
export type ProductHit = z.infer<typeof ProductHitSchema>;
/** GET /api/markets/GetAllProducts and /api/products: one page of search results, as a plain array (the spec's call). */
export const ProductHitListSchema = z.array(ProductHitSchema);
/** GET /api/products/search: one page of search results and whether another page follows (see `pageOnwardOf`). */
export const ProductSearchPageSchema = pageOnwardOf(ProductHitSchema);
export type ProductSearchPage = z.infer<typeof ProductSearchPageSchema>;

const searchText = {
  query: z.string().max(200, { message: /*i18n*/ 'query must be at most 200 characters.' }).optional(),
  search: z.string().max(200, { message: /*i18n*/ 'search must be at most 200 characters.' }).optional(),
  /** Where the shopper is: the nearest markets' products first, each with its distance. */
  latitude: LatitudeSchema.optional(),
  longitude: LongitudeSchema.optional(),
};
/** Latitude and longitude come together or not at all. */
const located = (q: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (q.latitude === undefined) === (q.longitude === undefined);
const locatedRefusal = { message: /*i18n*/ 'Send latitude and longitude together.', path: ['longitude'] };

/** The spec's search (a plain array): `limit` results (20 unless asked) from `offset`. */
export const ProductSearchQuerySchema = z
  .object({
    ...searchText,
    limit: z.coerce.number().int().min(1).max(200, { message: /*i18n*/ 'limit must be at most 200.' }).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine(located, locatedRefusal);

/** The search screens' search: page `page` of `pageSize` results (20 unless asked). */
export const ProductSearchPageQuerySchema = PageQuerySchema.extend({
  ...searchText,
  page: z.coerce.number().int().min(1).max(50_000, { message: /*i18n*/ 'page must be at most 50000.' }).default(1),
}).refine(located, locatedRefusal);

export const UploadedImageSchema = z.object({ url: z.string() });

/** What an import did (the CLI prints it too; the admin's Sources page keeps it). */
export const ImportSummarySchema = z.object({
  marketsCreated: z.number().int(),
  marketsUpdated: z.number().int(),
  commoditiesCreated: z.number().int(),
  productsCreated: z.number().int(),
  pricesRecorded: z.number().int(),
  pricesUpdated: z.number().int(),
  /** Lines whose price Kasuwa already had (a file imported twice changes nothing). */
  pricesUnchanged: z.number().int(),
  rowsSkipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

/** Every item of the catalogue once by name (GET /api/commodities): what a shopper can report a price of. */
export const CommodityListSchema = z.array(z.object({ id: IdSchema, name: z.string(), category: z.string() }));
