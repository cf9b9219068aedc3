import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema, problemResponses } from '../../../contract/common.js';
import { ContactMessageSchema } from '../../../contract/contact.js';
import { DevMailboxSchema } from '../../../contract/mail.js';
import { AppError } from '../../lib/app-error.js';
import type { OutboxRow } from './mail.repository.js';
import type { MailService } from './mail.service.js';
import { escapeHtml } from './mail.templates.js';

const LINK = /https?:\/\/[^\s<>"']+/g;

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

function toDevMail(row: OutboxRow) {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    text: row.textBody,
    links: row.textBody.match(LINK) ?? [],
  };
}

function mailboxPage(rows: OutboxRow[]): string {
  const items = rows
    .map((r) => {
      const body = escapeHtml(r.textBody).replace(LINK, (url) => `<a href="${url}">${url}</a>`);
      return `<article><h2>${escapeHtml(r.subject)}</h2><p><b>To:</b> ${escapeHtml(r.toAddress)} · <b>${escapeHtml(r.status)}</b> · ${r.createdAt.toISOString()}</p><pre>${body}</pre></article><hr>`;
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
        return reply.status(202).send({ message: 'Thank you! Your message has been sent; we will reply by e-mail.' });
      },
    );

    if (!opts.devMailbox) return;

    // Even outside production, only a browser on this machine may read the mailbox: a server
    // started without APP_ENV must not hand reset links to the world.
    const localOnly = async (request: FastifyRequest) => {
      if (!isLoopback(request.ip))
        throw new AppError('NOT_FOUND', `No API route matches GET ${request.url.split('?')[0]}.`);
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
      async () => (await mail.listRecent(100)).map(toDevMail),
    );

    app.get('/dev/mailbox', { preHandler: localOnly, schema: { hide: true } }, async (_request, reply) => {
      const rows = await mail.listRecent(100);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(rows));
    });
  };
