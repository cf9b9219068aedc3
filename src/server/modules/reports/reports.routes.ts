import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, MessageSchema, problemResponses as problems } from '../../../contract/common.js';
import { languageOfRequest } from '../../../contract/languages.js';
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
  BULK_COLUMNS,
  BulkReportResultSchema,
  MarketProposalInputSchema,
  MarketCorrectionInputSchema,
  MarketProposalListSchema,
  MarketProposalSchema,
  PaidRangeListSchema,
  PaidRangesQuerySchema,
  ReportSummaryQuerySchema,
  ReportSummarySchema,
} from '../../../contract/reports.js';
import { AppError } from '../../lib/app-error.js';
import { callerOf, optionalCallerOf } from '../../plugins/auth.js';
import { acceptUploads, uploadedForm, uploadedNamedFile } from '../../plugins/uploads.js';
import { sayTo } from '../../plugins/language.js';
import { wordsOfZodIssue } from '../../plugins/validation-words.js';
import type { ReportsService } from './reports.service.js';

const bearer = [{ bearerAuth: [] }];
/** A file of reports: 2,000 lines of about 150 characters fit well within it. */
const BULK_MAX_BYTES = 1024 * 1024;
/** The template's example line: a market's and an item's ids (from GET /api/markets/GetAllMarkets and /api/commodities), 2 mudu for N4,800 paid. */
const BULK_EXAMPLE =
  '0190c0de-0000-7000-8000-000000000001,0190c0de-0000-7000-8000-000000000002,2,mudu,4800,true,2026-11-26,Stall 14 by the gate';
const IdParams = z.object({ id: IdSchema });
/** Ranges are of 30 days of reports: five minutes old is still what people paid. */
const RANGES_CACHE = 'public, max-age=300';

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
            parsed.error.issues[0]
              ? wordsOfZodIssue(parsed.error.issues[0])
              : /*i18n*/ { id: 'The report is not valid.' },
            parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: wordsOfZodIssue(i) })),
          );
        return reply.status(201).send(await reports.report(callerOf(request), parsed.data, file, request.ip));
      },
    );

    app.post(
      '/api/price-reports/bulk',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['price reports'],
          summary:
            'A file of reports (admins and trusted contributors; multipart field "file", CSV in the template’s columns, 2,000 lines at most): good lines kept, bad ones listed by number and reason; the same file twice changes nothing',
          security: bearer,
          response: { 200: BulkReportResultSchema, ...problems },
        },
      },
      async (request) => {
        const { bytes } = await uploadedNamedFile(request, BULK_MAX_BYTES, /*i18n*/ { id: 'A file of reports' });
        if (bytes.includes(0)) throw new AppError('BAD_REQUEST', /*i18n*/ { id: 'The file is not a CSV text file.' });
        return reports.bulk(
          callerOf(request),
          new TextDecoder().decode(bytes),
          request.ip,
          languageOfRequest(request.headers),
        );
      },
    );

    app.get(
      '/api/price-reports/bulk/template',
      {
        schema: {
          tags: ['price reports'],
          summary: 'The template of a file of reports (CSV): its columns and an example line',
        },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="kasuwa-price-reports.csv"')
          .send(`${BULK_COLUMNS.join(',')}\n${BULK_EXAMPLE}\n`),
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
      async (request) => reports.mine(callerOf(request), languageOfRequest(request.headers)),
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
      '/api/price-reports/ranges',
      {
        schema: {
          tags: ['price reports'],
          summary:
            'What people paid for many items at once, for lists of prices: items=marketId:commodityId,… (at most 100 pairs); each pair with a fair-price range (25th–75th percentile, from 3 paid reports of the last 30 days) and how many shoppers confirmed it; the others are left out',
          querystring: PaidRangesQuerySchema,
          response: { 200: PaidRangeListSchema, ...problems },
        },
      },
      async (request, reply) => {
        // The same for everyone and slow to change: a browser or a proxy may keep it for a while.
        void reply.header('cache-control', RANGES_CACHE);
        return reports.paidRanges(request.query.items);
      },
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
        return reply
          .status(201)
          .send({ message: sayTo(request, /*i18n*/ { id: 'Thank you: a moderator will look at this report again.' }) });
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
      async (request) => reports.queue(request.query.state, languageOfRequest(request.headers)),
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

    app.post(
      '/api/moderation/price-reports/:id/picture',
      {
        preHandler: [app.requireModerator],
        schema: {
          tags: ['moderation'],
          summary: "Make a confirmed report's photo the picture of the product it priced at that market",
          security: bearer,
          params: IdParams,
          response: { 200: z.object({ productId: IdSchema, imageUrl: z.string() }), ...problems },
        },
      },
      async (request) => reports.usePhoto(request.params.id),
    );

    app.post(
      '/api/market-proposals',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['price reports'],
          summary: 'Propose a market Kasuwa does not know (listed for everyone once a moderator approves it)',
          security: bearer,
          body: MarketProposalInputSchema,
          response: { 201: MarketProposalSchema, ...problems },
        },
      },
      async (request, reply) => reply.status(201).send(await reports.proposeMarket(callerOf(request), request.body)),
    );

    app.post(
      '/api/market-corrections',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['price reports'],
          summary:
            "Suggest a correction to a known market's opening days and hours or position (made once a moderator approves it)",
          security: bearer,
          body: MarketCorrectionInputSchema,
          response: { 201: MarketProposalSchema, ...problems },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await reports.proposeCorrection(callerOf(request), request.body)),
    );

    app.get(
      '/api/market-proposals/mine',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['price reports'],
          summary:
            'The markets the caller proposed and the corrections they suggested, newest first, with their status and a reason',
          security: bearer,
          response: { 200: MarketProposalListSchema, ...problems },
        },
      },
      async (request) => reports.myProposals(callerOf(request)),
    );

    app.get(
      '/api/moderation/market-proposals',
      {
        preHandler: [app.requireModerator],
        schema: {
          tags: ['moderation'],
          summary: 'Proposed markets and corrections to known ones in a state (moderators and admins), oldest first',
          security: bearer,
          querystring: z.object({
            state: z
              .enum(['pending', 'approved', 'rejected'], {
                message: /*i18n*/ 'state must be pending, approved or rejected.',
              })
              .default('pending'),
          }),
          response: { 200: MarketProposalListSchema, ...problems },
        },
      },
      async (request) => reports.proposals(request.query.state),
    );

    app.post(
      '/api/moderation/market-proposals/:id/decision',
      {
        preHandler: [app.requireModerator],
        schema: {
          tags: ['moderation'],
          summary:
            'Approve a proposed market (it becomes a market everyone sees, its reports waiting there) or a correction (the market changes), or reject it with a reason',
          security: bearer,
          params: IdParams,
          body: ModerationDecisionSchema,
          response: { 200: MarketProposalSchema, ...problems },
        },
      },
      async (request) => reports.decideProposal(callerOf(request), request.params.id, request.body),
    );
  };
