import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { type Clock, systemClock } from './lib/clock.js';
import type { JobQueue } from './lib/jobs.js';
import { createMemoryLimiter, createRedisLimiter, type Limiter } from './lib/limiter.js';
import {
  createAccessTokens,
  createAccountsRepository,
  createAccountsService,
  registerAccountsJobs,
} from './modules/accounts/index.js';
import { createCartRepository, createCartService } from './modules/cart/index.js';
import { createCatalogueRepository, createCatalogueService } from './modules/catalogue/index.js';
import { createComparisonService } from './modules/comparison/index.js';
import {
  createMarketsRepository,
  createMarketsService,
  createOsrmProvider,
  createTravelEstimator,
  type TravelTimeProvider,
} from './modules/markets/index.js';
import { priceLog } from './modules/price-history/index.js';
import {
  createConsoleTransport,
  createMailRepository,
  createMailService,
  createSmtpTransport,
  type MailTransport,
  registerMailJobs,
} from './modules/mail/index.js';

/**
 * The outside services Kasuwa talks to, each chosen by config. Tests replace any of them in one
 * object (`buildTestApp({ providers: { mail, travel } })`); the payment provider joins here when
 * its module exists.
 */
export interface Providers {
  mail: MailTransport;
  travel: TravelTimeProvider;
}

export interface ServiceDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Replaces the providers the config names, one by one. */
  providers?: Partial<Providers>;
  /** Where rate-limit counters live, shared by every instance; this process's memory when absent. */
  redis?: Redis;
  /** Key prefix of the counters in Redis. */
  rateLimitNamespace?: string;
}

function limiterOf({ redis, rateLimitNamespace, clock, log }: ServiceDeps & { clock: Clock }): Limiter {
  if (!redis) return createMemoryLimiter(clock);
  return createRedisLimiter({
    redis,
    namespace: rateLimitNamespace ?? 'kasuwa-rl:',
    clock,
    onError: (err) => log.error({ err }, 'rate limits: Redis unreachable, counting in this process instead'),
  });
}

/** The providers the config names, with the given overrides. */
function providersOf(config: Config, log: FastifyBaseLogger, overrides: Partial<Providers> = {}): Providers {
  return {
    mail:
      overrides.mail ??
      (config.mail.transport === 'smtp' && config.mail.smtpUrl
        ? createSmtpTransport(config.mail.smtpUrl)
        : createConsoleTransport(log)),
    travel:
      overrides.travel ??
      (config.travel.osrmUrl ? createOsrmProvider(config.travel.osrmUrl) : createTravelEstimator(config.travel)),
  };
}

/**
 * The composition root: every service, built once from config and its collaborators, and every
 * module's jobs declared on the queue (nothing runs until the queue starts).
 */
export function createServices(config: Config, deps: ServiceDeps) {
  const { db, jobs, log, clock = systemClock, providers } = deps;
  const outside = providersOf(config, log, providers);
  const limiter = limiterOf({ ...deps, clock });
  const mail = createMailService({
    db,
    repo: createMailRepository(db),
    transport: outside.mail,
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
    limits: limiter,
  });

  const catalogueRepo = createCatalogueRepository(db);
  const markets = createMarketsService({
    repo: createMarketsRepository(db),
    travel: outside.travel,
    clock,
    log,
  });
  const catalogue = createCatalogueService({ repo: catalogueRepo, markets, prices: priceLog, clock });
  const cart = createCartService({ repo: createCartRepository(db), catalogue, clock });
  const comparison = createComparisonService({ cart, catalogue, markets });

  registerMailJobs(jobs, mail);
  registerAccountsJobs(jobs, accounts);

  return { limiter, mail, accounts, markets, catalogue, cart, comparison };
}

export type Services = ReturnType<typeof createServices>;
