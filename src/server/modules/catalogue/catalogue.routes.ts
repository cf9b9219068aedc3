import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryInputSchema,
  CategoryListSchema,
  CommodityListSchema,
  CategorySchema,
  ProductDetailsSchema,
  ProductInputSchema,
  ProductHitListSchema,
  ProductListSchema,
  ProductSchema,
  ProductSearchPageQuerySchema,
  ProductSearchPageSchema,
  ProductSearchQuerySchema,
  ProductUpdateSchema,
  UploadedImageSchema,
} from '../../../contract/catalogue.js';
import { IdSchema, MessageSchema, problemResponses as problems } from '../../../contract/common.js';
import { languageOfRequest } from '../../../contract/languages.js';
import { ListQuerySchema } from '../../../contract/markets.js';
import { AppError } from '../../lib/app-error.js';
import { sayTo } from '../../plugins/language.js';
import { acceptUploads, uploadedFile } from '../../plugins/uploads.js';
import type { CatalogueService } from './catalogue.service.js';
import { MAX_UPLOAD_BYTES } from './images.js';

const bearer = [{ bearerAuth: [] }];
const IdParams = z.object({ id: IdSchema });
const tags = ['catalogue'];

/** A list answer: its items, and the whole list's size in X-Total-Count. */
function sendList<T>(reply: FastifyReply, { items, total }: { items: T[]; total: number }) {
  reply.header('x-total-count', String(total));
  return items;
}

/**
 * Spec §7 "Markets and catalogue": categories, products and images (the price import is the sources
 * module's). Where the spec
 * lists variants of one call, each path is an alias of one handler.
 */
export const catalogueRoutes =
  (catalogue: CatalogueService): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app, MAX_UPLOAD_BYTES);

    for (const url of ['/api/markets/getAllCategories', '/categories', '/api/categories'])
      app.get(
        url,
        { schema: { tags, summary: 'All categories', response: { 200: CategoryListSchema, ...problems } } },
        async () => catalogue.categories(),
      );

    for (const url of [
      '/api/markets/:marketId/categories',
      '/api/markets/product-categories/:marketId',
      '/:marketId/product-categories',
      '/api/markets/:marketId/product-categories',
    ])
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "The categories of a market's products",
            params: z.object({ marketId: IdSchema }),
            response: { 200: CategoryListSchema, ...problems },
          },
        },
        async (request) => catalogue.categoriesOfMarket(request.params.marketId),
      );

    app.post(
      '/api/markets/AddCategory',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags,
          summary: 'Add a category (admin); the same name in any case is a 409',
          security: bearer,
          body: CategoryInputSchema,
          response: { 201: CategorySchema, ...problems },
        },
      },
      async (request, reply) => reply.status(201).send(await catalogue.addCategory(request.body)),
    );

    for (const url of [
      '/api/markets/market/:marketId/category/:categoryId/products',
      '/products-by-category-and-market/:categoryId/:marketId',
      '/api/markets/products-by-category-and-market/:categoryId/:marketId',
    ])
      app.get(
        url,
        {
          schema: {
            tags,
            summary: 'Products of a category at a market; X-Total-Count',
            params: z.object({ marketId: IdSchema, categoryId: IdSchema }),
            querystring: ListQuerySchema,
            response: { 200: ProductListSchema, ...problems },
          },
        },
        async (request, reply) =>
          sendList(
            reply,
            await catalogue.productsOfMarketAndCategory(
              request.params.marketId,
              request.params.categoryId,
              request.query,
              languageOfRequest(request.headers),
            ),
          ),
      );

    for (const url of ['/api/categories/:id/products', '/api/markets/by-category/:id'])
      app.get(
        url,
        {
          schema: {
            tags,
            summary: 'Products of a category at every market; X-Total-Count',
            params: IdParams,
            querystring: ListQuerySchema,
            response: { 200: ProductListSchema, ...problems },
          },
        },
        async (request, reply) =>
          sendList(
            reply,
            await catalogue.productsOfCategory(request.params.id, request.query, languageOfRequest(request.headers)),
          ),
      );

    app.get(
      '/api/markets/by-market/:id',
      {
        schema: {
          tags,
          summary: 'Products of a market; X-Total-Count',
          params: IdParams,
          querystring: ListQuerySchema,
          response: { 200: ProductListSchema, ...problems },
        },
      },
      async (request, reply) =>
        sendList(
          reply,
          await catalogue.productsOfMarket(request.params.id, request.query, languageOfRequest(request.headers)),
        ),
    );

    app.get(
      '/api/commodities',
      {
        schema: {
          tags,
          summary: 'Every item once by name, by category: what a shopper can report a price of',
          response: { 200: CommodityListSchema, ...problems },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return catalogue.commodityList();
      },
    );

    app.get(
      '/api/markets/featuredProducts',
      {
        schema: {
          tags,
          summary: 'Featured products; X-Total-Count',
          querystring: ListQuerySchema,
          response: { 200: ProductListSchema, ...problems },
        },
      },
      async (request, reply) =>
        sendList(reply, await catalogue.featured(request.query, languageOfRequest(request.headers))),
    );

    for (const url of ['/api/markets/GetAllProducts', '/api/products'])
      app.get(
        url,
        {
          schema: {
            tags,
            summary:
              'Products by name, pack, category, market, LGA or state; every word narrows; best first: limit results (20) from offset',
            querystring: ProductSearchQuerySchema,
            response: { 200: ProductHitListSchema, ...problems },
          },
        },
        async (request) =>
          (
            await catalogue.search(
              request.query.query ?? request.query.search,
              request.query,
              languageOfRequest(request.headers),
            )
          ).items,
      );

    app.get(
      '/api/products/search',
      {
        schema: {
          tags,
          summary: 'The same search a page at a time (pageSize 20), and whether another page follows',
          querystring: ProductSearchPageQuerySchema,
          response: { 200: ProductSearchPageSchema, ...problems },
        },
      },
      async (request) =>
        catalogue.searchPage(
          request.query.query ?? request.query.search,
          request.query,
          languageOfRequest(request.headers),
        ),
    );

    app.get(
      '/api/markets/products/:id',
      {
        schema: {
          tags,
          summary: 'One product and its stored image (base64 JPEG, or null)',
          params: IdParams,
          response: { 200: ProductDetailsSchema, ...problems },
        },
      },
      async (request) => catalogue.details(request.params.id, languageOfRequest(request.headers)),
    );

    app.post(
      '/api/markets/addProduct',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags,
          summary: 'Add a product (admin): matched to a commodity by name and pack size',
          security: bearer,
          body: ProductInputSchema,
          response: { 201: ProductSchema, ...problems },
        },
      },
      async (request, reply) => reply.status(201).send(await catalogue.addProduct(request.body)),
    );

    app.put(
      '/api/markets/products/:id',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags,
          summary: 'Change a product (admin); a new price is added to its history',
          security: bearer,
          params: IdParams,
          body: ProductUpdateSchema,
          response: { 200: ProductSchema, ...problems },
        },
      },
      async (request) => catalogue.updateProduct(request.params.id, request.body),
    );

    app.delete(
      '/api/markets/products/:id',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags,
          summary: 'Remove a product (admin): gone from lists and search, kept for history and orders',
          security: bearer,
          params: IdParams,
          response: { 200: MessageSchema, ...problems },
        },
      },
      async (request) => {
        await catalogue.archiveProduct(request.params.id);
        return { message: sayTo(request, /*i18n*/ { id: 'Product removed.' }) };
      },
    );

    app.post(
      '/api/markets/uploadImage',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags,
          summary: 'Upload a product image (admin; multipart field "file", at most 5 MB)',
          security: bearer,
          response: { 201: UploadedImageSchema, ...problems },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await catalogue.uploadImage(await uploadedFile(request, MAX_UPLOAD_BYTES, /*i18n*/ { id: 'An image' })),
          ),
    );

    app.get(
      '/api/images/:file',
      {
        schema: {
          tags,
          summary: 'A stored image, by the SHA-256 of its bytes (immutable)',
          params: z.object({
            file: z.string().regex(/^[0-9a-f]{64}\.jpg$/, { message: /*i18n*/ 'Not an image address.' }),
          }),
        },
      },
      async (request, reply) => {
        const sha = request.params.file.slice(0, 64);
        const etag = `"${sha}"`;
        // The address is the hash of the bytes: what a browser holds under it never changes. A
        // missing image is not cached (it may be uploaded later), so its 404 keeps the API's no-store.
        const forever = () => reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return forever().status(304).send();
        const img = await catalogue.image(sha);
        if (!img) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no image at this address.' });
        return forever().type('image/jpeg').send(img.jpeg);
      },
    );

    app.get(
      '/api/images/commodity/:file',
      {
        schema: {
          tags,
          summary: "A commodity's generated picture (a bag on its category's colour, no words)",
          params: z.object({
            file: z.string().regex(/^[0-9a-f-]{36}\.svg$/, { message: /*i18n*/ 'Not an image address.' }),
          }),
        },
      },
      async (request, reply) => {
        const id = IdSchema.safeParse(request.params.file.slice(0, 36));
        const svg = id.success ? await catalogue.placeholder(id.data) : undefined;
        if (!svg) throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no image at this address.' });
        return reply
          .header('cache-control', 'public, max-age=86400')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .type('image/svg+xml')
          .send(svg);
      },
    );
  };
