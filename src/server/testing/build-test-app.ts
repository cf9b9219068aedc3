import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestClock, type TestClock } from '../lib/clock.js';
import { createInlineJobs, type InlineJobs } from '../lib/jobs.js';
import type { MailTransport, OutgoingMail } from '../modules/mail/index.js';
import { createServices, type Providers, type Services } from '../services.js';
import { createTestDatabase } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  jobs: InlineJobs;
  services: Services;
  /** Runs with real time; `advance()` jumps ahead and runs scheduled jobs that fall due. */
  clock: TestClock;
  /** Every e-mail delivered so far, oldest first (unless `providers.mail` replaced the capture). */
  sent: OutgoingMail[];
  /** Waits for background jobs (sign-up, mail delivery…) to finish. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The real application on a fresh database, with in-process jobs, a test clock and captured mail. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string;
    /** Shares one database between apps of one file; the caller closes it. */
    database?: Database;
    /** Extra routes for a test, registered like any module's routes. */
    routes?: FastifyPluginAsync;
    redis?: Redis;
    rateLimitNamespace?: string;
    /** Outside services to use instead of the test defaults (mail is captured into `sent`). */
    providers?: Partial<Providers>;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ APP_ENV: 'test', PUBLIC_URL: 'http://kasuwa.test', ...options.env });
  const database = options.database ?? (await createTestDatabase());
  const clock = createTestClock();
  const jobs = createInlineJobs({ clock });
  const sent: OutgoingMail[] = [];
  const capture: MailTransport = {
    async send(mail) {
      sent.push(mail);
    },
  };
  const services = createServices(config, {
    db: database.db,
    jobs,
    log: pino({ level: 'silent' }),
    clock,
    providers: { mail: capture, ...options.providers },
    redis: options.redis,
    rateLimitNamespace: options.rateLimitNamespace,
  });
  const app = await buildApp(config, {
    database,
    services,
    webRoot: options.webRoot ?? '/nonexistent-web-root',
  });
  if (options.routes) await app.register(options.routes);
  await app.ready();
  return {
    app,
    database,
    jobs,
    services,
    clock,
    sent,
    settle: () => jobs.idle(),
    close: async () => {
      await jobs.idle();
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
