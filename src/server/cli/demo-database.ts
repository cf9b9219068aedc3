import { stderr, stdout } from 'node:process';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { buildDemoDatabase, demoDatabaseDir, demoDatabaseKey } from '../db/seed/demo-database.js';
import { seedDemoCatalogue } from '../db/seed/demo-catalogue.js';
import { createInlineJobs } from '../lib/jobs.js';
import { createServices } from '../services.js';

/**
 * The last step of `npm run build`: the demo database (migrated, every bundled WFP and NBS file
 * imported) in dist/demo-database, which a first start on PGlite copies instead of importing.
 * Made again only when its inputs changed (demo-database.ts); the accounts are made at first start.
 */
async function run() {
  const started = performance.now();
  const done = await buildDemoDatabase({
    outDir: demoDatabaseDir,
    key: demoDatabaseKey(),
    seed: async (database) => {
      const config = loadConfig({ APP_ENV: 'development', LOG_LEVEL: 'silent' });
      const services = createServices(config, {
        db: database.db,
        jobs: createInlineJobs(),
        log: pino({ level: 'silent' }),
      });
      await seedDemoCatalogue(services);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  stdout.write(
    done === 'built'
      ? `demo database: bundled prices imported into dist/demo-database in ${seconds} s\n`
      : 'demo database: dist/demo-database is up to date\n',
  );
}

run().catch((err: unknown) => {
  stderr.write(`demo database failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
