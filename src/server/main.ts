import { Redis } from 'ioredis';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseTarget, describeTarget, openDatabase } from './db/client.js';
import { seedDemoAccounts } from './db/seed/demo-accounts.js';
import { seedDemoCatalogue } from './db/seed/demo-catalogue.js';
import { startFromDemoDatabase } from './db/seed/demo-database.js';
import { createPgBossJobs } from './lib/jobs.js';
import { loggerOptions } from './lib/logger.js';
import { createServices } from './services.js';

/**
 * Starts Kasuwa: config → database → migrations → jobs → services → demo seed → HTTP server,
 * and stops it cleanly on a signal.
 */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const log = pino(loggerOptions(config.log.level) as pino.LoggerOptions);
  const target = databaseTarget(config.db);
  // A first start on PGlite begins from the demo database the build made (imports done); on
  // PostgreSQL, or without a build, the demo catalogue is imported below as before.
  if (target.kind === 'pglite' && config.seed.demo && startFromDemoDatabase(target.dataDir)) {
    log.info('first start: the demo database of the build copied');
  }
  const database = await openDatabase(target);
  await database.migrate();

  // schedule: true runs pg-boss's cron monitor, which sends each module's scheduled jobs.
  const boss = new PgBoss({ ...database.jobStore(), schedule: true, migrate: true });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const jobs = createPgBossJobs(boss);

  const redis = config.redis.url
    ? new Redis(config.redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  // Connection errors are retried by ioredis; the limiter logs when counting falls back to memory.
  redis?.on('error', () => {});

  const services = createServices(config, {
    db: database.db,
    jobs,
    log,
    redis,
    rateLimitNamespace: config.redis.keyPrefix,
    locks: database.locks,
  });
  const app = await buildApp(config, { database, services, jobs, logger: log });
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    services.mail.close();
    redis?.disconnect();
    await database.close();
  });

  // Instances starting together take turns here: pg-boss creating the same queues from two
  // processes at once deadlocks, and one of them would fail to start.
  await database.locks.holding('job-queue-start', async () => {
    await boss.start();
    await jobs.start();
  });
  const requeued = await services.mail.requeuePending();
  if (requeued > 0) log.info({ requeued }, 'queued unsent mail again');

  // One instance seeds while the others wait, then find the data there and leave it.
  const demo = config.seed.demo
    ? await database.locks.holding('demo-seed', async () => {
        const accounts = await seedDemoAccounts(services.accounts, config.db.dataDir);
        const seeded = await seedDemoCatalogue(services);
        if (seeded) log.info(seeded, 'demo catalogue: every bundled WFP month imported');
        return accounts;
      })
    : null;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.server.shutdownTimeoutMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ host: config.server.host, port: config.server.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.server.port;
  const ms = Math.round(performance.now() - started);
  if (demo) process.stdout.write(`\n${demo}  (also written to ${config.db.dataDir}/demo-accounts.txt)\n\n`);
  // One plain line for humans (and for tests that wait for it), besides the JSON log.
  process.stdout.write(
    `Kasuwa is running at http://localhost:${port} (database: ${describeTarget(target)}, started in ${ms} ms)\n`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Kasuwa failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
