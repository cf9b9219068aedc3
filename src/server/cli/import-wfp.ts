import { readFileSync } from 'node:fs';
import { stderr, stdout } from 'node:process';
import pino from 'pino';
import type { ImportSummary } from '../../contract/catalogue.js';
import { ConfigError, loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from '../db/client.js';
import { createInlineJobs } from '../lib/jobs.js';
import { isAppError } from '../lib/app-error.js';
import { createServices } from '../services.js';

/**
 * `npm run import:wfp -- FILE...`: imports WFP price files (HDX's CSV format) into the database
 * the configuration names, printing progress (rows done, rows/s) and each file's summary.
 */
async function run(files: string[]) {
  if (files.length === 0) throw new Error('Usage: npm run import:wfp -- FILE.csv [FILE.csv ...]');
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config.db));
  try {
    await database.migrate();
    const { sources } = createServices(config, {
      db: database.db,
      jobs: createInlineJobs(),
      log: pino({ level: 'silent' }),
    });
    for (const file of files) {
      const started = performance.now();
      const rate = (done: number) => Math.round(done / ((performance.now() - started) / 1000 || 1e-3));
      const summary: ImportSummary = await sources.importFile('wfp', readFileSync(file, 'utf8'), (done, total) =>
        stdout.write(`${file}: ${done} / ${total} rows, ${rate(done)} rows/s\n`),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      stdout.write(`${file}: done in ${seconds} s\n${JSON.stringify(summary, null, 2)}\n`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((err: unknown) => {
  const message = err instanceof ConfigError || isAppError(err) || err instanceof Error ? err.message : String(err);
  stderr.write(`import:wfp failed: ${message}\n`);
  process.exit(1);
});
