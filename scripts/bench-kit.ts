// What the database benches share: timing many queries, and running one bench on each engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { createInlineJobs } from '../src/server/lib/jobs.js';
import { createServices } from '../src/server/services.js';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Times in milliseconds as "p50 … ms, p99 … ms". */
export function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
}

/** Runs `run` n times in a row; "p50 … ms, p99 … ms". */
export async function timed(n: number, run: (i: number) => Promise<unknown>): Promise<string> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(i);
    ms.push(performance.now() - t0);
  }
  return summary(ms);
}

/** The bench on a fresh PGlite, then on DATABASE_URL's PostgreSQL when set (an empty database: it is filled). */
export async function onEveryEngine(name: string, bench: (label: string, database: Database) => Promise<void>) {
  // BENCH_PGLITE=0 runs the PostgreSQL half only.
  if (process.env.BENCH_PGLITE !== '0') {
    const dir = mkdtempSync(join(tmpdir(), `kasuwa-bench-${name}-`));
    try {
      const pglite = await openDatabase({ kind: 'pglite', dataDir: dir });
      await bench('PGlite', pglite);
      await pglite.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (process.env.DATABASE_URL) {
    const pg = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL });
    await bench('PostgreSQL', pg);
    await pg.close();
  } else process.stdout.write('PostgreSQL: skipped (set DATABASE_URL to an empty database)\n');
}

/** The whole app in-process on a migrated `database` (jobs inline, no web files), for HTTP benches through `inject`. */
export async function benchApp(database: Database) {
  await database.migrate();
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  const jobs = createInlineJobs();
  const services = createServices(config, { db: database.db, jobs, log: pino({ level: 'silent' }) });
  const app = await buildApp(config, { database, services, jobs, webRoot: '/nonexistent' });
  await app.ready();
  return { app, services };
}
