import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
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
  /**
   * Waits for background jobs (sign-up, mail delivery…) to finish; rejects when one of them threw
   * (a test whose job fails, fails). After each test the same happens for every open app (setup.ts).
   */
  settle(): Promise<void>;
  /**
   * Waits for background jobs and answers those that threw since the last look: for a test that
   * means a job to fail. Answered failures are not reported again.
   */
  failedJobs(): Promise<JobFailure[]>;
  /** Waits for the jobs, closes the app (and its database, unless shared), then reports failed jobs. */
  close(): Promise<void>;
}

export interface JobFailure {
  name: string;
  error: unknown;
}

/** One or more background jobs of a test app threw: the test that started them fails with this. */
export class JobsFailedError extends Error {
  constructor(readonly failures: JobFailure[]) {
    super(
      `${failures.length} background job(s) failed:\n` +
        failures
          .map(({ name, error }) => `- ${name}: ${error instanceof Error ? error.stack : String(error)}`)
          .join('\n'),
      { cause: failures[0]?.error },
    );
    this.name = 'JobsFailedError';
  }
}

/** Apps built and not yet closed, whose jobs are checked after each test (settleOpenTestApps). */
const openApps = new Set<TestApp>();

/** After a test: waits for the jobs of every open app; rejects with every job that threw. */
export async function settleOpenTestApps(): Promise<void> {
  const failures: JobFailure[] = [];
  for (const t of openApps) failures.push(...(await t.failedJobs()));
  if (failures.length > 0) throw new JobsFailedError(failures);
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
    /** Where the app logs (silent when not given). */
    logger?: FastifyBaseLogger;
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
  const log = options.logger ?? pino({ level: 'silent' });
  const services = createServices(config, {
    db: database.db,
    jobs,
    log,
    clock,
    providers: { mail: capture, ...options.providers },
    redis: options.redis,
    rateLimitNamespace: options.rateLimitNamespace,
    locks: database.locks,
  });
  const app = await buildApp(config, {
    database,
    services,
    webRoot: options.webRoot ?? '/nonexistent-web-root',
    ...(options.logger && { logger: options.logger }),
  });
  if (options.routes) await app.register(options.routes);
  await app.ready();

  /** The in-process queue keeps what threw in `jobs.failures`; each is taken out once seen. */
  async function failedJobs(): Promise<JobFailure[]> {
    await jobs.idle();
    return jobs.failures.splice(0);
  }
  async function settle(): Promise<void> {
    const failures = await failedJobs();
    if (failures.length > 0) throw new JobsFailedError(failures);
  }
  const t: TestApp = {
    app,
    database,
    jobs,
    services,
    clock,
    sent,
    settle,
    failedJobs,
    close: async () => {
      openApps.delete(t);
      const failures = await failedJobs();
      await app.close();
      if (!options.database) await database.close();
      if (failures.length > 0) throw new JobsFailedError(failures);
    },
  };
  openApps.add(t);
  return t;
}
