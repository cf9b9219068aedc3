import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema, problemResponses } from '../../../contract/common.js';
import { ContactMessageSchema } from '../../../contract/contact.js';
import { type DevMail, DevMailboxSchema } from '../../../contract/mail.js';
import { AppError } from '../../lib/app-error.js';
import { sayTo } from '../../plugins/language.js';
import { LINK_PATTERN, type MailService } from './mail.service.js';
import { escapeHtml } from './mail.templates.js';

const isLoopback = (ip: string | undefined) =>
  ip === '::1' || Boolean(ip?.startsWith('127.')) || Boolean(ip?.startsWith('::ffff:127.'));

/** Headers a proxy adds: a request carrying any of them came through one, whatever its peer. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/**
 * A browser on this machine talking to us directly: the socket's peer is loopback (not the
 * proxy-derived request.ip) and no proxy header is present. A reverse proxy on the same machine
 * connects from loopback too, so its headers must shut the mailbox.
 */
const isDirectLocal = (request: FastifyRequest) =>
  isLoopback(request.socket.remoteAddress) && FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);

function mailboxPage(mails: DevMail[]): string {
  const items = mails
    .map((m) => {
      const body = escapeHtml(m.text).replace(LINK_PATTERN, (url) => `<a href="${url}">${url}</a>`);
      return `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · <b>${escapeHtml(m.status)}</b> · ${m.createdAt}</p><pre>${body}</pre></article><hr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox · Kasuwa</title></head><body><h1>Dev mailbox</h1><p>Every e-mail Kasuwa sent, newest first (this page exists only outside production).</p>${items || '<p>No e-mail yet.</p>'}</body></html>`;
}

/** POST /api/contact, and outside production the dev mailbox (/dev/mailbox, /api/dev/mailbox). */
export const mailRoutes =
  (mail: MailService, opts: { devMailbox: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact',
      {
        preHandler: [app.limit({ max: 5, timeWindowMs: 60 * 60_000, key: (req) => `contact:ip:${req.ip}` })],
        schema: {
          tags: ['contact'],
          summary: 'Send a message to Kasuwa support',
          body: ContactMessageSchema,
          response: { 202: MessageSchema, ...problemResponses },
        },
      },
      async (request, reply) => {
        await mail.submitContact(request.body);
        return reply.status(202).send({
          message: sayTo(request, /*i18n*/ { id: 'Thank you! Your message has been sent; we will reply by e-mail.' }),
        });
      },
    );

    if (!opts.devMailbox) return;

    // Even outside production, only a browser on this machine may read the mailbox: a server
    // started without APP_ENV must not hand reset links to the world.
    const localOnly = async (request: FastifyRequest) => {
      if (!isDirectLocal(request))
        throw new AppError(
          'NOT_FOUND',
          /*i18n*/ {
            id: 'No API route matches {method} {path}.',
            values: { method: 'GET', path: request.url.split('?')[0] ?? '/' },
          },
        );
    };

    app.get(
      '/api/dev/mailbox',
      {
        preHandler: localOnly,
        schema: {
          tags: ['dev'],
          summary: 'Sent e-mail (development only, from this machine)',
          response: { 200: DevMailboxSchema },
        },
      },
      async () => mail.devMailbox(),
    );

    app.get('/dev/mailbox', { preHandler: localOnly, schema: { hide: true } }, async (_request, reply) => {
      const mails = await mail.devMailbox();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(mails));
    });
  };
