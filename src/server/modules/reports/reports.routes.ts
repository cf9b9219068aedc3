import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, MessageSchema, problemResponses as problems } from '../../../contract/common.js';
import {
  ModerationDecisionSchema,
  ModerationQuerySchema,
  ModerationReportListSchema,
  PriceReportCreatedSchema,
  PriceReportInputSchema,
  PriceReportListSchema,
  PriceReportSchema,
  PublicReportListSchema,
  REPORT_RULES,
  ReportFlagSchema,
  ReportSummaryQuerySchema,
  ReportSummarySchema,
} from '../../../contract/reports.js';
import { AppError } from '../../lib/app-error.js';
import { callerOf, optionalCallerOf } from '../../plugins/auth.js';
import { acceptUploads, uploadedForm } from '../../plugins/uploads.js';
import type { ReportsService } from './reports.service.js';

const bearer = [{ bearerAuth: [] }];
const IdParams = z.object({ id: IdSchema });

/** Shoppers' price reports, their photos and flags, and the moderation queue (decision record 012). */
export const reportsRoutes =
  (reports: ReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app, REPORT_RULES.MAX_PHOTO_BYTES, 12);

    app.post(
      '/api/price-reports',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['price reports'],
          summary:
            'Report a price (multipart: marketId, commodityId or itemName, quantity, measure, priceNaira, paid, observedOn, note, file photo up to 10 MB)',
          security: bearer,
          response: { 201: PriceReportCreatedSchema, ...problems },
        },
      },
      async (request, reply) => {
        const { fields, file } = await uploadedForm(request, REPORT_RULES.MAX_PHOTO_BYTES, 'photo');
        const parsed = PriceReportInputSchema.safeParse(fields);
        if (!parsed.success)
          throw new AppError(
            'VALIDATION_FAILED',
            parsed.error.issues[0]?.message ?? 'The report is not valid.',
            parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message })),
          );
        return reply.status(201).send(await reports.report(callerOf(request), parsed.data, file, request.ip));
      },
    );

    app.get(
      '/api/price-reports/mine',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['price reports'],
          summary: "The caller's reports, newest first, with their state and a moderator's reason",
          security: bearer,
          response: { 200: PriceReportListSchema, ...problems },
        },
      },
      async (request) => reports.mine(callerOf(request)),
    );

    app.get(
      '/api/price-reports',
      {
        schema: {
          tags: ['price reports'],
          summary:
            'The confirmed reports of an item at a market in the last 30 days, newest first (no reporter, no note)',
          querystring: ReportSummaryQuerySchema,
          response: { 200: PublicReportListSchema, ...problems },
        },
      },
      async (request) => reports.confirmedOf(request.query.marketId, request.query.commodityId),
    );

    app.get(
      '/api/price-reports/summary',
      {
        schema: {
          tags: ['price reports'],
          summary:
            'What shoppers said of an item at a market in the last 30 days: how many, when last, and what people paid (25th–75th percentile, from 3 paid reports)',
          querystring: ReportSummaryQuerySchema,
          response: { 200: ReportSummarySchema, ...problems },
        },
      },
      async (request) => reports.summary(request.query.marketId, request.query.commodityId),
    );

    app.get(
      '/api/price-reports/:id/photo',
      {
        preHandler: [app.optionalUser],
        schema: {
          tags: ['price reports'],
          summary: "A report's photo (JPEG): its reporter and moderators always, everyone once confirmed; else 404",
          params: IdParams,
          querystring: z.object({ size: z.enum(['full', 'thumb']).default('full') }),
        },
      },
      async (request, reply) => {
        const { bytes, etag } = await reports.photo(optionalCallerOf(request), request.params.id, request.query.size);
        return reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', 'private, max-age=300')
          .header('etag', etag)
          .send(bytes);
      },
    );

    app.post(
      '/api/price-reports/:id/flags',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['price reports'],
          summary: 'Flag a shown report (wrong price, wrong item, spam): it goes back to the moderation queue',
          security: bearer,
          params: IdParams,
          body: ReportFlagSchema,
          response: { 201: MessageSchema, ...problems },
        },
      },
      async (request, reply) => {
        await reports.flag(callerOf(request), request.params.id, request.body.reason);
        return reply.status(201).send({ message: 'Thank you: a moderator will look at this report again.' });
      },
    );

    app.get(
      '/api/moderation/price-reports',
      {
        preHandler: [app.requireModerator],
        schema: {
          tags: ['moderation'],
          summary:
            "The moderation queue (moderators and admins): reports in a state, oldest first, with the reporter's record, flags and recent prices",
          security: bearer,
          querystring: ModerationQuerySchema,
          response: { 200: ModerationReportListSchema, ...problems },
        },
      },
      async (request) => reports.queue(request.query.state),
    );

    app.post(
      '/api/moderation/price-reports/:id/decision',
      {
        preHandler: [app.requireModerator],
        schema: {
          tags: ['moderation'],
          summary: 'Approve a report (its price counts; a new item merged into commodityId) or reject it with a reason',
          security: bearer,
          params: IdParams,
          body: ModerationDecisionSchema,
          response: { 200: PriceReportSchema, ...problems },
        },
      },
      async (request) => reports.decide(callerOf(request), request.params.id, request.body),
    );
  };
