import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImportSummarySchema } from '../../../contract/catalogue.js';
import { problemResponses as problems } from '../../../contract/common.js';
import { languageOfRequest } from '../../../contract/languages.js';
import {
  AdminSourceListSchema,
  AdminSourceSchema,
  SourceImportSchema,
  SourceListSchema,
  SourceSwitchSchema,
} from '../../../contract/sources.js';
import { AppError } from '../../lib/app-error.js';
import { acceptUploads, uploadedNamedFile } from '../../plugins/uploads.js';
import type { SourcesService } from './sources.service.js';

const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const bearer = [{ bearerAuth: [] }];

/** A source's key, as the API names it. */
const SourceKeySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{0,30}$/, { message: /*i18n*/ 'Must be a price source key such as wfp or nbs.' });

/** The price sources: credited for everyone, imported and switched by admins (decision record 011). */
export const sourcesRoutes =
  (sources: SourcesService): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app, MAX_IMPORT_BYTES);

    app.get(
      '/api/sources',
      {
        schema: {
          tags: ['sources'],
          summary: 'The price sources, with their publisher, licence, attribution, coverage and newest month',
          response: { 200: SourceListSchema, ...problems },
        },
      },
      async () => sources.sources(),
    );

    app.get(
      '/api/admin/sources',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags: ['admin'],
          summary: 'The price sources with each one’s recent imports (admin)',
          security: bearer,
          response: { 200: AdminSourceListSchema, ...problems },
        },
      },
      async (request) => sources.adminSources(languageOfRequest(request.headers)),
    );

    app.put(
      '/api/admin/sources/:key',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags: ['admin'],
          summary: 'Switch a price source on or off (admin): off, its prices stop counting; nothing is deleted',
          security: bearer,
          params: z.object({ key: SourceKeySchema }),
          body: SourceSwitchSchema,
          response: { 200: AdminSourceSchema, ...problems },
        },
      },
      async (request) =>
        sources.switchSource(request.params.key, request.body.enabled, languageOfRequest(request.headers)),
    );

    app.post(
      '/api/admin/sources/:key/refresh',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags: ['admin'],
          summary:
            'Refresh a price source from its feed now (admin; WFP from HDX): only what is new is taken; answers the import, done, not-modified or failed',
          security: bearer,
          params: z.object({ key: SourceKeySchema }),
          response: { 200: SourceImportSchema, ...problems },
        },
      },
      async (request) => sources.refreshFeed(request.params.key, languageOfRequest(request.headers)),
    );

    // Spec §7 "Markets and catalogue": the WFP import, an admin's upload of a price file; `source`
    // names another source's file (nbs).
    app.post(
      '/api/admin/import',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags: ['admin'],
          summary: 'Import a price file (admin; multipart field "file", CSV up to 20 MB; ?source=wfp or nbs)',
          security: bearer,
          querystring: z.object({ source: SourceKeySchema.default('wfp') }),
          response: { 200: ImportSummarySchema, ...problems },
        },
      },
      async (request) => {
        const { bytes, filename } = await uploadedNamedFile(request, MAX_IMPORT_BYTES, /*i18n*/ { id: 'A price file' });
        if (bytes.includes(0)) throw new AppError('BAD_REQUEST', /*i18n*/ { id: 'The file is not a CSV text file.' });
        return sources.importFile(request.query.source, new TextDecoder('utf-8', { fatal: false }).decode(bytes), {
          origin: filename,
          locale: languageOfRequest(request.headers),
        });
      },
    );
  };
