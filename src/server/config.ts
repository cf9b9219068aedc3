import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from './lib/paths.js';

/** Secrets that ship in .env.example and the code: fine on a laptop, refused in production. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production-0123456789';

/**
 * WFP's "Nigeria - Food Prices" on HDX (data.humdata.org/dataset/wfp-food-prices-for-nigeria): the
 * download address of its price CSV resource, wfp_food_prices_nga.csv (CC BY-IGO).
 */
export const WFP_FEED_DEFAULT_URL =
  'https://data.humdata.org/dataset/42db041f-7aaf-4ab4-961f-2a12096861e7/resource/12b51155-0cd3-4806-9924-61ede4077591/download/wfp_food_prices_nga.csv';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  APP_ENV: z
    .enum(['development', 'test', 'production'], {
      message: 'must be development, test or production',
    })
    .default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be between 0 and 65535' })
    .max(65535, { message: 'must be between 0 and 65535' })
    .default(3000),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://kasuwa.ng' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// connection URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).default(DEV_JWT_SECRET),
  CORS_ORIGINS: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1024, { message: 'must be at least 1024' })
    .max(50 * 1024 * 1024, { message: 'must be at most 52428800 (50 MiB)' })
    .default(16 * 1024),
  /**
   * false, a hop count, or proxy addresses/CIDRs. `true` trusts every X-Forwarded-For entry, so any
   * client could choose its IP: refused in production.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      message: 'must be true, false, a number of proxy hops, or comma-separated proxy addresses',
    })
    .default('false')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
    ),
  SEED_DEMO: bool.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** A request whose headers and body have not all arrived by then gets 408 and its connection closes. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** A request whose headers have not all arrived by then gets 408. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Starts every key Kasuwa writes in Redis, so deployments (staging, production) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, {
      message: 'must be 1 to 64 letters, digits, dots, dashes, underscores or colons',
    })
    .default('kasuwa-rl:'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kasuwa <no-reply@kasuwa.ng>'),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@kasuwa.ng'),
  /** An OSRM server (its table service gives travel times); the built-in estimate when unset. */
  OSRM_URL: z.url({ message: 'must be an http(s) URL such as http://osrm:5000' }).optional(),
  /** The estimate's road distance = straight line × this. */
  TRAVEL_DETOUR_FACTOR: z.coerce.number({ message: 'must be a number' }).min(1).max(3).default(1.3),
  /** Paystack's secret key: payments go through Paystack when set, through the sandbox otherwise. */
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_[A-Za-z0-9]{8,}$/, { message: 'must be a Paystack secret key (sk_test_… or sk_live_…)' })
    .optional(),
  /** Paystack's API root (a fake on loopback in tests). */
  PAYSTACK_BASE_URL: z.url({ message: 'must be an http(s) URL' }).default('https://api.paystack.co'),
  /** A watched price must rise this many percent above the threshold before it can alert again. */
  WATCHLIST_ALERT_MARGIN_PERCENT: z.coerce.number({ message: 'must be a number' }).min(0).max(100).default(5),
  /** The estimate's average speed by road, km/h. */
  TRAVEL_SPEED_KMH: z.coerce.number({ message: 'must be a number' }).min(5).max(120).default(25),
  /** WFP's price CSV, fetched daily (empty: never; off by default in APP_ENV=test). */
  WFP_FEED_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as ' + WFP_FEED_DEFAULT_URL })
    .optional(),
  /** A feed's whole download (headers and body) must arrive within this many ms. */
  WFP_FEED_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(100, { message: 'must be between 100 and 3600000' })
    .max(3_600_000, { message: 'must be between 100 and 3600000' })
    .default(120_000),
});

type AppEnv = 'development' | 'test' | 'production';

export interface Config {
  env: AppEnv;
  server: {
    host: string;
    port: number;
    publicUrl: string;
    bodyLimitBytes: number;
    trustProxy: boolean | number | string;
    shutdownTimeoutMs: number;
    requestTimeoutMs: number;
    headersTimeoutMs: number;
  };
  log: { level: string };
  db: { url: string | undefined; dataDir: string };
  /** testPasswordCost: the cheaper argon2id cost of the test suite (APP_ENV=test only). */
  security: { jwtSecret: string; corsOrigins: string[]; testPasswordCost: boolean };
  seed: { demo: boolean };
  /** Shared rate-limit counters; in memory (one instance) when unset. keyPrefix starts each key. */
  redis: { url: string | undefined; keyPrefix: string };
  mail: {
    transport: 'console' | 'smtp';
    smtpUrl: string | undefined;
    from: string;
    supportAddress: string;
  };
  travel: { osrmUrl: string | undefined; detourFactor: number; speedKmh: number };
  /** `sandbox` (our own checkout page, no money moves) unless a Paystack key is set; production refuses the sandbox. */
  payments: { provider: 'sandbox' | 'paystack'; paystackSecretKey: string | undefined; paystackBaseUrl: string };
  /** Price alerts: the re-arm margin above the threshold (hysteresis), in percent. */
  watchlist: { alertMarginPercent: number };
  /** The price files Kasuwa fetches itself, by source key (none when switched off), each with its timeout. */
  feeds: { wfp: { url: string; timeoutMs: number } | undefined };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment (process.env by default) into the typed config, or throws one clear line. */
export function loadConfig(env: Record<string, string | undefined> = readProcessEnv()): Config {
  // Empty values mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.APP_ENV === 'production' && e.JWT_SECRET === DEV_JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET must be set to a secret of your own in production');
  }
  if (e.APP_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL must be set in production (the console mail transport writes sign-in links to the log)',
    );
  }
  if (e.APP_ENV === 'production' && e.TRUST_PROXY === true) {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true lets any client choose its IP address; in production give the number of proxy hops (e.g. 1) or the proxy addresses',
    );
  }
  if (e.APP_ENV === 'production' && !e.PAYSTACK_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration: PAYSTACK_SECRET_KEY must be set in production (the sandbox provider takes no real payments)',
    );
  }
  // WFP_FEED_URL set empty switches the feed off (other empty values mean "not set": the default).
  const wfpFeedUrl =
    env.WFP_FEED_URL === '' ? undefined : (e.WFP_FEED_URL ?? (e.APP_ENV === 'test' ? undefined : WFP_FEED_DEFAULT_URL));
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : join(projectRoot, e.DATA_DIR);
  return {
    env: e.APP_ENV,
    server: {
      host: e.HOST,
      port: e.PORT,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      trustProxy: e.TRUST_PROXY,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    },
    log: { level: e.LOG_LEVEL ?? (e.APP_ENV === 'test' ? 'silent' : 'info') },
    db: { url: e.DATABASE_URL, dataDir },
    security: {
      jwtSecret: e.JWT_SECRET,
      // The test suite's cheaper argon2id cost (accounts/passwords.ts); never outside APP_ENV=test.
      testPasswordCost: e.APP_ENV === 'test',
      corsOrigins: (e.CORS_ORIGINS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    seed: { demo: e.SEED_DEMO ?? e.APP_ENV !== 'production' },
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    mail: {
      transport: e.SMTP_URL ? 'smtp' : 'console',
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      supportAddress: e.SUPPORT_EMAIL,
    },
    travel: { osrmUrl: e.OSRM_URL, detourFactor: e.TRAVEL_DETOUR_FACTOR, speedKmh: e.TRAVEL_SPEED_KMH },
    payments: {
      provider: e.PAYSTACK_SECRET_KEY ? 'paystack' : 'sandbox',
      paystackSecretKey: e.PAYSTACK_SECRET_KEY,
      paystackBaseUrl: e.PAYSTACK_BASE_URL,
    },
    watchlist: { alertMarginPercent: e.WATCHLIST_ALERT_MARGIN_PERCENT },
    feeds: { wfp: wfpFeedUrl ? { url: wfpFeedUrl, timeoutMs: e.WFP_FEED_TIMEOUT_MS } : undefined },
  };
}

/** The only read of process.env in the code base; a .env file in the project root fills gaps. */
function readProcessEnv(): Record<string, string | undefined> {
  const file = join(projectRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
  return process.env;
}

/** Which database the server tests use: in-memory PGlite, or a fresh database on TEST_DATABASE_URL. */
export function testDatabaseSettings(env: Record<string, string | undefined> = process.env) {
  const engine = env.KASUWA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const url = env.TEST_DATABASE_URL;
  if (engine === 'postgres' && !url) throw new ConfigError('KASUWA_TEST_DB=postgres needs TEST_DATABASE_URL');
  return { engine, url } as { engine: 'pglite'; url: undefined } | { engine: 'postgres'; url: string };
}

/** The PostgreSQL server the server-postgres tests make their databases on (CI sets it). */
export function testDatabaseUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined;
}

/** The Redis the rate-limit tests share counters through (CI sets it); undefined skips them. */
export function testRedisUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.TEST_REDIS_URL || undefined;
}
