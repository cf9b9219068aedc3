// What the database benches share: timing many queries, and running one bench on each engine.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { type Database, type DatabaseTarget, openDatabase } from '../src/server/db/client.js';
import { createInlineJobs } from '../src/server/lib/jobs.js';
import { createServices } from '../src/server/services.js';
import { adminQuery } from '../src/server/testing/pg-admin.js';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Times in milliseconds as "p50 … ms, p99 … ms". */
export function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
}

/** The median of `ms`. */
export function median(ms: number[]): number {
  return percentile(
    [...ms].sort((a, b) => a - b),
    50,
  );
}

/**
 * One figure beside its target: "p50 12.30 ms, p99 20.10 ms   target p50 ≤ 25 ms  ✔ within".
 * `ms` are the timings of one measure; the target applies to their median.
 */
export function againstTarget(ms: number[], targetMs: number): string {
  const p50 = median(ms);
  const verdict = p50 <= targetMs ? '✔ within' : '✖ over';
  return `${summary(ms)}   target p50 ≤ ${targetMs} ms  ${verdict}`;
}

/** Runs `run` n times in a row and returns each time in milliseconds. */
export async function timings(n: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(i);
    ms.push(performance.now() - t0);
  }
  return ms;
}

/** Runs `run` n times in a row; "p50 … ms, p99 … ms". */
export async function timed(n: number, run: (i: number) => Promise<unknown>): Promise<string> {
  return summary(await timings(n, run));
}

/**
 * The bench on a fresh PGlite, then, when DATABASE_URL names a PostgreSQL server, on a database of
 * its own made beside it and dropped afterwards: benches run one after another (`npm run bench`)
 * never find each other's rows, and nothing needs emptying by hand.
 */
export async function onEveryEngine(name: string, bench: (label: string, database: Database) => Promise<void>) {
  await onEveryTarget(name, async (label, target) => {
    const database = await openDatabase(target);
    try {
      await bench(label, database);
    } finally {
      await database.close();
    }
  });
}

/**
 * As onEveryEngine, handing over where the fresh database is instead of opening it: for a bench
 * that starts the server process on it (bench-engine.ts).
 */
export async function onEveryTarget(name: string, bench: (label: string, target: DatabaseTarget) => Promise<void>) {
  // BENCH_PGLITE=0 runs the PostgreSQL half only.
  if (process.env.BENCH_PGLITE !== '0') {
    const dir = mkdtempSync(join(tmpdir(), `kasuwa-bench-${name}-`));
    try {
      await bench('PGlite', { kind: 'pglite', dataDir: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const server = process.env.DATABASE_URL;
  if (!server) {
    process.stdout.write('PostgreSQL: skipped (set DATABASE_URL to a PostgreSQL server)\n');
    return;
  }
  const dbName = `kasuwa_bench_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(server, `create database ${dbName}`);
  try {
    await bench('PostgreSQL', {
      kind: 'postgres',
      url: Object.assign(new URL(server), { pathname: `/${dbName}` }).toString(),
    });
  } finally {
    await adminQuery(server, `drop database if exists ${dbName} with (force)`);
  }
}

/** CPU time so far of a process (Linux /proc: user + system), in milliseconds. */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return 0; // a process gone since
  }
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
