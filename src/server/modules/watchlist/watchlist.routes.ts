import { languageOfRequest } from '../../../contract/languages.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, MessageSchema, PageQuerySchema, problemResponses as problems } from '../../../contract/common.js';
import {
  NotificationPageSchema,
  UnreadCountSchema,
  WatchlistAddSchema,
  WatchlistEntrySchema,
  WatchlistSchema,
  WatchlistUpdateSchema,
} from '../../../contract/watchlist.js';
import { callerOf } from '../../plugins/auth.js';
import { worded } from '../../plugins/language.js';
import type { WatchlistService } from './watchlist.service.js';

const bearer = [{ bearerAuth: [] }];
const byId = z.object({ id: IdSchema });

/** Spec §7 "Watchlist" at its exact paths, and the notifications its alerts write. The user is always the token's. */
export const watchlistRoutes =
  (watchlist: WatchlistService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['watchlist'];
    app.post(
      '/api/Watchlist/addToWatchlist',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: 'Watches a product at a threshold price (409 when already watched)',
          body: WatchlistAddSchema,
          response: { 201: WatchlistEntrySchema, ...problems },
        },
      },
      async (request, reply) => reply.status(201).send(await watchlist.add(callerOf(request), request.body)),
    );

    app.get(
      '/api/Watchlist/getUserWatchlist/:userId',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "The caller's watchlist with today's prices (another user's id → 404)",
          params: z.object({ userId: IdSchema }),
          response: { 200: WatchlistSchema, ...problems },
        },
      },
      async (request) => watchlist.list(callerOf(request), request.params.userId, languageOfRequest(request.headers)),
    );

    app.put(
      '/api/Watchlist/updateWatchlist/:id',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "Changes the threshold of one of the caller's items",
          params: byId,
          body: WatchlistUpdateSchema,
          response: { 200: WatchlistEntrySchema, ...problems },
        },
      },
      async (request) => watchlist.update(callerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/Watchlist/deleteWatchlistItem/:id',
      {
        preHandler: [app.requireUser],
        schema: {
          tags,
          security: bearer,
          summary: "Removes one of the caller's items",
          params: byId,
          response: { 200: MessageSchema, ...problems },
        },
      },
      async (request) => worded(request, await watchlist.remove(callerOf(request), request.params.id)),
    );

    const notificationTags = ['notifications'];
    app.get(
      '/api/notifications',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: notificationTags,
          security: bearer,
          summary: "The caller's notifications, newest first",
          querystring: PageQuerySchema,
          response: { 200: NotificationPageSchema, ...problems },
        },
      },
      async (request) => watchlist.notifications(callerOf(request), request.query),
    );

    app.get(
      '/api/notifications/unread-count',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: notificationTags,
          security: bearer,
          summary: "How many of the caller's notifications are unread (the bell)",
          response: { 200: UnreadCountSchema, ...problems },
        },
      },
      async (request) => watchlist.unreadCount(callerOf(request)),
    );

    app.post(
      '/api/notifications/read-all',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: notificationTags,
          security: bearer,
          summary: "Marks all the caller's notifications read",
          response: { 200: UnreadCountSchema, ...problems },
        },
      },
      async (request) => watchlist.markAllRead(callerOf(request)),
    );

    app.post(
      '/api/notifications/:id/read',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: notificationTags,
          security: bearer,
          summary: "Marks one of the caller's notifications read (another's → 404)",
          params: byId,
          response: { 200: UnreadCountSchema, ...problems },
        },
      },
      async (request) => watchlist.markRead(callerOf(request), request.params.id),
    );
  };
