import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { type Clock, systemClock } from './lib/clock.js';
import type { JobQueue } from './lib/jobs.js';
import { createAccessTokens, createAccountsRepository, createAccountsService } from './modules/accounts/index.js';
import {
  createConsoleTransport,
  createMailRepository,
  createMailService,
  createSmtpTransport,
  type MailTransport,
} from './modules/mail/index.js';

export interface ServiceDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Overrides the transport the config names (tests capture mail with it). */
  mailTransport?: MailTransport;
}

/** The composition root: every service, built once from config and its collaborators. */
export function createServices(config: Config, { db, jobs, log, clock = systemClock, mailTransport }: ServiceDeps) {
  const transport =
    mailTransport ??
    (config.mail.transport === 'smtp' && config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl)
      : createConsoleTransport(log));
  const mail = createMailService({
    repo: createMailRepository(db),
    transport,
    jobs,
    clock,
    from: config.mail.from,
    supportAddress: config.mail.supportAddress,
  });
  const accounts = createAccountsService({
    repo: createAccountsRepository(db),
    mail,
    jobs,
    tokens: createAccessTokens(config.security.jwtSecret, clock),
    clock,
    publicUrl: config.server.publicUrl,
  });
  return { mail, accounts };
}

export type Services = ReturnType<typeof createServices>;
