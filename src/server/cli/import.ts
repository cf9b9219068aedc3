import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { stderr, stdout } from 'node:process';
import pino from 'pino';
import type { ImportSummary } from '../../contract/catalogue.js';
import { ConfigError, loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from '../db/client.js';
import { readFileStream } from '../lib/csv.js';
import { createInlineJobs } from '../lib/jobs.js';
import { isAppError } from '../lib/app-error.js';
import { createServices } from '../services.js';

const USAGE = 'Usage: npm run import -- --source wfp|nbs FILE.csv[.gz] [FILE ...]';

/**
 * `npm run import -- --source nbs FILE...` (`npm run import:wfp -- FILE...` for WFP's files): imports
 * a source's price files into the database the configuration names, through the price pipeline,
 * reading each file as it goes (a `.gz` file is unzipped on the way) and printing progress (lines
 * done, lines/s) and each file's summary (bad lines with their number and reason).
 */
async function run(argv: string[]) {
  const { values, positionals: files } = parseArgs({
    args: argv,
    options: { source: { type: 'string', default: 'wfp' } },
    allowPositionals: true,
  });
  if (files.length === 0) throw new Error(USAGE);
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
      const summary: ImportSummary = await sources.importFile(values.source!, readFileStream(file), {
        origin: basename(file),
        onProgress: (done) => stdout.write(`${file}: ${done} lines, ${rate(done)} lines/s\n`),
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      stdout.write(`${file}: done in ${seconds} s\n${JSON.stringify(summary, null, 2)}\n`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((err: unknown) => {
  const message = err instanceof ConfigError || isAppError(err) || err instanceof Error ? err.message : String(err);
  stderr.write(`import failed: ${message}\n`);
  process.exit(1);
});
