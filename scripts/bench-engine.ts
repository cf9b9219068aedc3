// `npm run bench:engine`: what the embedded engine costs beside PostgreSQL, measured on the real
// server as `npm start` runs it (after `npm run build`), each round on a fresh database:
// - first start: from `npm start` on an empty data directory (or database) to "Kasuwa is running";
// - idle memory: the server process's RSS 5 s after it is running, after the first start and after
//   a restart;
// - CPU per signed-in read, after the restart (no first-start work behind it): the server process's
//   CPU (and, on PostgreSQL, its backends', read from /proc: the server must be on this machine)
//   over REQUESTS `GET /api/user/user-profile` as amina, divided by REQUESTS.
// Three rounds, each on PGlite and (with DATABASE_URL) PostgreSQL, min and median beside the targets.
// BENCH_BASELINE=/path/to/another/checkout (built) measures it too, in turns with this one.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../src/server/db/client.js';
import { projectRoot } from '../src/server/lib/paths.js';
import { cpuMsOf, median, onEveryTarget } from './bench-kit.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const TARGETS = { firstStartMs: 10_000, idleRssMb: 300, cpuRatio: 1.5 };

interface Checkout {
  label: string;
  dir: string;
}
const checkouts: Checkout[] = [
  { label: 'this checkout', dir: projectRoot },
  ...(process.env.BENCH_BASELINE ? [{ label: 'baseline', dir: resolve(process.env.BENCH_BASELINE) }] : []),
];
for (const c of checkouts) {
  if (!existsSync(join(c.dir, 'dist/server/main.js')))
    throw new Error(`${c.dir} is not built: run npm run build there`);
}

interface Figures {
  firstStartMs: number;
  /** Idle after the first start. */
  firstRssMb: number;
  /** Idle after a later start. */
  idleRssMb: number;
  cpuMsPerRead: number;
}
const rssTarget = { max: TARGETS.idleRssMb, what: `≤ ${TARGETS.idleRssMb} MB` };
/** Figures by checkout, then engine. */
const results = new Map<string, Map<string, Figures[]>>();

function rssMbOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** The server `npm start` (scripts/start.mjs) started: its one child process. */
function serverPidOf(start: ChildProcess): number {
  const children = readFileSync(`/proc/${start.pid}/task/${start.pid}/children`, 'utf8').trim().split(/\s+/);
  if (children.length !== 1 || !children[0]) throw new Error(`npm start has ${children.length} processes under it`);
  return Number(children[0]);
}

/** The pids of the backends of `url`'s database (PostgreSQL on this machine). */
async function backendsOf(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

interface Started {
  port: number;
  /** The server's pid (npm start's one child). */
  server: number;
  stop(): Promise<void>;
}

/** `npm start` in `checkout` on `dataDir` (and PostgreSQL's `url`), once it says it is running. */
async function npmStart(checkout: Checkout, dataDir: string, url: string | undefined): Promise<Started> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
  };
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: checkout.dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => start.on('exit', () => done()));
  const stop = async () => {
    start.kill('SIGINT');
    await exited;
  };
  let out = '';
  let err = '';
  start.stderr!.on('data', (d) => (err += d));
  try {
    const port = await new Promise<number>((ready, failed) => {
      start.stdout!.on('data', (d: Buffer) => {
        out += d;
        if (out.includes('Building Kasuwa')) failed(new Error(`${checkout.dir}: the build is older than the sources`));
        const m = /Kasuwa is running at http:\/\/localhost:(\d+)/.exec(out);
        if (m) ready(Number(m[1]));
        // Only the lines for humans are kept: the JSON log would grow with every request.
        out = out
          .split('\n')
          .filter((line) => !line.startsWith('{'))
          .join('\n');
      });
      void exited.then(() => failed(new Error(`npm start exited before running: ${err}`)));
    });
    return { port, server: serverPidOf(start), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The RSS of the server once idle: the scheduled work of its first seconds done (pg-boss's first polls, the mail queue). */
async function idleRssMbOf(server: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 5_000));
  return rssMbOf(server);
}

/** CPU per `GET /api/user/user-profile` as amina, after 100 to warm up. */
async function cpuPerRead(started: Started, dataDir: string, url: string | undefined): Promise<number> {
  const accounts = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8');
  const password = /username: amina\s+password: (\S+)/.exec(accounts)![1];
  const base = `http://127.0.0.1:${started.port}`;
  const login = await fetch(`${base}/api/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'amina', password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const read = async () => {
    const res = await fetch(`${base}/api/user/user-profile`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (res.status !== 200) throw new Error(`user-profile answered ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 100; i++) await read();

  const backends = url ? await backendsOf(url) : [];
  const before = new Map([started.server, ...backends].map((pid) => [pid, cpuMsOf(pid)]));
  for (let i = 0; i < REQUESTS; i++) await read();
  // A backend that came during the run counts from zero.
  const after = [started.server, ...(url ? await backendsOf(url) : [])];
  return after.reduce((sum, pid) => sum + cpuMsOf(pid) - (before.get(pid) ?? 0), 0) / REQUESTS;
}

/**
 * One round on a fresh database: the first start and its idle RSS; then a second start (the
 * first one's imports and their jobs behind it) for its idle RSS and the CPU of signed-in reads.
 */
async function measure(checkout: Checkout, engine: string, target: DatabaseTarget): Promise<Figures> {
  const dataDir = target.kind === 'pglite' ? target.dataDir : mkdtempSync(join(tmpdir(), 'kasuwa-bench-engine-'));
  const url = target.kind === 'postgres' ? target.url : undefined;
  try {
    const t0 = performance.now();
    const first = await npmStart(checkout, dataDir, url);
    const firstStartMs = performance.now() - t0;
    const firstRssMb = await idleRssMbOf(first.server).finally(first.stop);
    const again = await npmStart(checkout, dataDir, url);
    try {
      const idleRssMb = await idleRssMbOf(again.server);
      const cpuMsPerRead = await cpuPerRead(again, dataDir, url);
      const figures = { firstStartMs, firstRssMb, idleRssMb, cpuMsPerRead };
      process.stdout.write(
        `  ${checkout.label.padEnd(14)} ${engine.padEnd(11)} first start ${(firstStartMs / 1000).toFixed(2)} s, ` +
          `idle RSS ${firstRssMb.toFixed(0)} MB after it, ${idleRssMb.toFixed(0)} MB after a restart, ` +
          `CPU ${cpuMsPerRead.toFixed(3)} ms/read\n`,
      );
      return figures;
    } finally {
      await again.stop();
    }
  } finally {
    if (target.kind === 'postgres') rmSync(dataDir, { recursive: true, force: true });
  }
}

const [load1] = loadavg();
process.stdout.write(
  `bench:engine: ${ROUNDS} rounds, ${REQUESTS} signed-in reads each; ${cpus().length} cores, load average ${load1!.toFixed(2)} at the start\n`,
);
for (let round = 1; round <= ROUNDS; round++) {
  process.stdout.write(`round ${round}\n`);
  for (const checkout of checkouts) {
    await onEveryTarget('engine', async (engine, target) => {
      const byEngine = results.get(checkout.label) ?? new Map<string, Figures[]>();
      results.set(checkout.label, byEngine);
      byEngine.set(engine, [...(byEngine.get(engine) ?? []), await measure(checkout, engine, target)]);
    });
  }
}

/** "min / median unit   target …  ✔ within" for one figure of the rounds. */
function line(values: number[], unit: string, digits: number, target?: { max: number; what: string }) {
  const text = `${Math.min(...values).toFixed(digits)} / ${median(values).toFixed(digits)} ${unit}`;
  if (!target) return text;
  return `${text.padEnd(22)} target ${target.what}  ${median(values) <= target.max ? '✔ within' : '✖ over'}`;
}

process.stdout.write(`\nmin / median of ${ROUNDS} rounds (load average ${loadavg()[0]!.toFixed(2)} at the end)\n`);
for (const [label, byEngine] of results) {
  process.stdout.write(`${label}\n`);
  const pgCpu = byEngine.get('PostgreSQL')?.map((f) => f.cpuMsPerRead);
  for (const [engine, figures] of byEngine) {
    const pglite = engine === 'PGlite';
    const starts = figures.map((f) => f.firstStartMs / 1000);
    const firstRss = figures.map((f) => f.firstRssMb);
    const rss = figures.map((f) => f.idleRssMb);
    const cpu = figures.map((f) => f.cpuMsPerRead);
    process.stdout.write(
      `  ${engine}\n` +
        `    first start                             ${line(starts, 's', 2, pglite ? { max: TARGETS.firstStartMs / 1000, what: `≤ ${TARGETS.firstStartMs / 1000} s` } : undefined)}\n` +
        `    idle RSS (node), after the first start  ${line(firstRss, 'MB', 0, pglite ? rssTarget : undefined)}\n` +
        `    idle RSS (node), after a restart        ${line(rss, 'MB', 0, pglite ? rssTarget : undefined)}\n` +
        `    CPU per signed-in read                  ${line(cpu, 'ms', 3)}${engine === 'PostgreSQL' ? ' (node + PostgreSQL backends)' : ''}\n`,
    );
    if (pglite && pgCpu) {
      // Each round's PGlite figure over the same round's PostgreSQL one.
      const ratios = cpu.map((c, i) => c / pgCpu[i]!);
      process.stdout.write(
        `    CPU per read, PGlite / PostgreSQL       ${line(ratios, '×', 2, { max: TARGETS.cpuRatio, what: `≤ ${TARGETS.cpuRatio}×` })}\n`,
      );
    }
  }
}
