import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImportSummarySchema } from '../../../contract/catalogue.js';
import { problemResponses as problems } from '../../../contract/common.js';
import { AppError } from '../../lib/app-error.js';
import { acceptUploads, uploadedFile } from '../../plugins/uploads.js';
import type { SourcesService } from './sources.service.js';

const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** Spec §7 "Markets and catalogue": the WFP import, an admin's upload of a price file. */
export const sourcesRoutes =
  (sources: SourcesService): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app, MAX_IMPORT_BYTES);

    app.post(
      '/api/admin/import',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags: ['admin'],
          summary: 'Import a WFP price file (admin; multipart field "file", CSV up to 20 MB)',
          security: [{ bearerAuth: [] }],
          response: { 200: ImportSummarySchema, ...problems },
        },
      },
      async (request) => {
        const bytes = await uploadedFile(request, MAX_IMPORT_BYTES, 'A price file');
        const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
        if (text.includes('\u0000')) throw new AppError('BAD_REQUEST', 'The file is not a CSV text file.');
        return sources.importFile('wfp', text);
      },
    );
  };
