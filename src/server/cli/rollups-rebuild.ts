import { stderr, stdout } from 'node:process';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from '../db/client.js';
import { isAppError } from '../lib/app-error.js';
import { createInlineJobs } from '../lib/jobs.js';
import { createServices } from '../services.js';

/**
 * `npm run rollups:rebuild`: sums the price charts' daily rollups again from every observation, in
 * one transaction on the database the configuration names (price writes wait meanwhile; charts
 * keep answering), and prints how many rows each has and how many were out of step. The price log
 * keeps them as prices are written; this is for after a restore or a fix by hand, or to check.
 */
async function run() {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config.db));
  try {
    await database.migrate();
    const { priceHistory } = createServices(config, {
      db: database.db,
      jobs: createInlineJobs(),
      log: pino({ level: 'silent' }),
    });
    const started = performance.now();
    const { productDays, commodityDays } = await priceHistory.rebuildRollups();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    stdout.write(
      `Daily price rollups rebuilt in ${seconds} s:\n` +
        `  products' days:     ${productDays.rows} rows, ${productDays.corrected} corrected\n` +
        `  commodities' days:  ${commodityDays.rows} rows, ${commodityDays.corrected} corrected\n`,
    );
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  const message = err instanceof ConfigError || isAppError(err) || err instanceof Error ? err.message : String(err);
  stderr.write(`rollups:rebuild failed: ${message}\n`);
  process.exit(1);
});
