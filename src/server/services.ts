import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createHmac } from 'node:crypto';
import { type Clock, systemClock } from './lib/clock.js';
import type { JobQueue } from './lib/jobs.js';
import { createMemoryLimiter, createRedisLimiter, type Limiter } from './lib/limiter.js';
import { createLocalLocks, type Locks } from './lib/locks.js';
import {
  createAccessTokens,
  createAccountsRepository,
  createAccountsService,
  createPasswords,
  STANDARD_PASSWORD_COST,
  TEST_PASSWORD_COST,
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
import { createOrdersRepository, createOrdersService } from './modules/orders/index.js';
import {
  createPaymentsRepository,
  createPaymentsService,
  createPaystackProvider,
  createSandboxProvider,
  type PaymentProvider,
  registerPaymentsJobs,
  type SandboxProvider,
} from './modules/payments/index.js';
import {
  createPriceHistoryRepository,
  createPriceHistoryService,
  createPriceLog,
} from './modules/price-history/index.js';
import { createReportsRepository, createReportsService } from './modules/reports/index.js';
import { createSourcesRepository, createSourcesService, registerSourcesJobs } from './modules/sources/index.js';
import { createWatchlistRepository, createWatchlistService } from './modules/watchlist/index.js';
import { createSubscriptionsRepository, createSubscriptionsService } from './modules/subscriptions/index.js';
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
 * object (`buildTestApp({ providers: { mail, travel, payment } })`).
 */
export interface Providers {
  mail: MailTransport;
  travel: TravelTimeProvider;
  /** The card payment provider: Paystack when configured; otherwise the sandbox (built with the database). */
  payment?: PaymentProvider;
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
  /** Work one process at a time (the database's `locks`, shared by every instance); this process's when absent. */
  locks?: Locks;
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
 * The payment provider: the given one (tests), Paystack when its key is set, else the sandbox,
 * whose webhooks are signed with a key derived from the JWT secret (it never leaves this server).
 */
function paymentProviderOf(
  config: Config,
  db: Db,
  clock: Clock,
  given: PaymentProvider | undefined,
): { provider: PaymentProvider; sandbox?: SandboxProvider } {
  if (given) return { provider: given };
  if (config.payments.provider === 'paystack' && config.payments.paystackSecretKey) {
    return {
      provider: createPaystackProvider({
        secretKey: config.payments.paystackSecretKey,
        baseUrl: config.payments.paystackBaseUrl,
      }),
    };
  }
  const secret = createHmac('sha256', config.security.jwtSecret).update('sandbox-webhooks').digest('hex');
  const sandbox = createSandboxProvider({ db, clock, secret });
  return { provider: sandbox.provider, sandbox };
}

/**
 * The composition root: every service, built once from config and its collaborators, and every
 * module's jobs declared on the queue (nothing runs until the queue starts).
 */
export function createServices(config: Config, deps: ServiceDeps) {
  const { db, jobs, log, clock = systemClock, providers, locks = createLocalLocks() } = deps;
  const outside = providersOf(config, log, providers);
  const limiter = limiterOf({ ...deps, clock });
  const mail = createMailService({
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
    passwords: createPasswords(config.security.testPasswordCost ? TEST_PASSWORD_COST : STANDARD_PASSWORD_COST),
  });

  const catalogueRepo = createCatalogueRepository(db);
  const priceHistoryRepo = createPriceHistoryRepository(db);
  const markets = createMarketsService({
    repo: createMarketsRepository(db),
    // The catalogue sits above markets: how priced a market is reaches them as a function.
    pricing: (marketIds) => catalogue.pricingOf(marketIds),
    travel: outside.travel,
    clock,
    log,
  });
  // The catalogue owns two ports: price history keeps its price log (every observation), and the
  // watchlist, which sits above it, hears of price changes through the closure.
  const catalogue = createCatalogueService({
    repo: catalogueRepo,
    markets,
    prices: createPriceLog(priceHistoryRepo),
    watchers: { pricesChanged: (tx, changes) => watchlist.pricesChanged(tx, changes) },
    clock,
  });
  const cart = createCartService({ repo: createCartRepository(db), catalogue, clock });
  const comparison = createComparisonService({ cart, catalogue, markets, clock });
  const watchlist = createWatchlistService({
    repo: createWatchlistRepository(db),
    catalogue,
    mail,
    clock,
    publicUrl: config.server.publicUrl,
    alertMarginPercent: config.watchlist.alertMarginPercent,
  });

  const subscriptions = createSubscriptionsService({ repo: createSubscriptionsRepository(db), clock });
  // Charts sit below subscriptions: the gate's one question reaches them as a function.
  const priceHistory = createPriceHistoryService({
    repo: priceHistoryRepo,
    catalogue,
    markets,
    hasSubscription: (userId) => subscriptions.hasActive(userId),
  });
  // The price pipeline: sources resolve markets and items through their owners and record through the catalogue.
  const sources = createSourcesService({
    repo: createSourcesRepository(db),
    markets,
    catalogue,
    prices: priceHistory,
    clock,
    locks,
    feeds: config.feeds,
  });
  // Shoppers' reports: confirmed ones enter the catalogue's prices as the `shoppers` source.
  const reports = createReportsService({
    repo: createReportsRepository(db),
    markets,
    catalogue,
    clock,
    notify: (tx, notes) => watchlist.notifyWithin(tx, notes),
  });
  const { provider: paymentProvider, sandbox } = paymentProviderOf(config, db, clock, outside.payment);
  // Orders sit above payments: payments reaches them through these closures (called only once both exist).
  const payments = createPaymentsService({
    repo: createPaymentsRepository(db),
    provider: paymentProvider,
    sandbox,
    cart,
    subscriptions,
    orders: {
      createInTransaction: (tx, paid) => orders.createInTransaction(tx, paid),
      orderIdOf: (paymentId) => orders.orderIdOf(paymentId),
    },
    mail,
    jobs,
    clock,
    publicUrl: config.server.publicUrl,
    log,
  });
  const orders = createOrdersService({
    repo: createOrdersRepository(db),
    payments,
    cart,
    mail,
    clock,
    publicUrl: config.server.publicUrl,
  });

  registerMailJobs(jobs, mail);
  registerAccountsJobs(jobs, accounts);
  registerPaymentsJobs(jobs, payments);
  registerSourcesJobs(jobs, sources);

  return {
    limiter,
    mail,
    accounts,
    markets,
    catalogue,
    cart,
    comparison,
    reports,
    watchlist,
    priceHistory,
    sources,
    subscriptions,
    payments,
    orders,
    sandbox,
  };
}

export type Services = ReturnType<typeof createServices>;
