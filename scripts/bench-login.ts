// `npm run bench`: login latency over real HTTP on loopback (p50/p95), and the cost of one
// argon2id hash. Figures for the closing notes; no test asserts on time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { createInlineJobs } from '../src/server/lib/jobs.js';
import { createPasswords, STANDARD_PASSWORD_COST } from '../src/server/modules/accounts/index.js';
import { createServices } from '../src/server/services.js';

const ROUNDS = Number(process.argv[2] ?? 200);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const passwords = createPasswords(STANDARD_PASSWORD_COST);
const hashTimes: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  await passwords.hash(`Benchmark-password-${i}`);
  hashTimes.push(performance.now() - t);
}
hashTimes.sort((a, b) => a - b);

const dir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-'));
// Behind a trusted proxy, so each request can come from its own address (see below). Not APP_ENV
// test: a login here costs what it costs in production (the standard argon2id cost).
const config = loadConfig({ APP_ENV: 'development', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
const database = await openDatabase({ kind: 'pglite', dataDir: dir });
await database.migrate();
const jobs = createInlineJobs();
const services = createServices(config, { db: database.db, jobs, log: pino({ level: 'silent' }) });
const app = await buildApp(config, { database, services, jobs });
// Login is limited to 10 a minute per username: enough users that no request is refused.
const USERS = Math.ceil(ROUNDS / 9);
for (let u = 0; u < USERS; u++) {
  await services.accounts.createConfirmedUser({
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench${u}@example.ng`,
    userName: `bench${u}`,
    password: 'Benchmark-password-1',
    role: 'user',
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };

const times: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/user/authenticate`, {
    method: 'POST',
    // A new address each time: the benchmark measures logins, not the rate limiter.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `127.1.${i >> 8}.${i & 255}` },
    body: JSON.stringify({ username: `bench${i % USERS}`, password: 'Benchmark-password-1' }),
  });
  await res.arrayBuffer();
  times.push(performance.now() - t);
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
}
times.sort((a, b) => a - b);
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });

const f = (n: number) => `${n.toFixed(1)} ms`;
process.stdout.write(
  [
    `argon2id hash (m=19456 KiB, t=2, p=1), ${hashTimes.length} runs: p50 ${f(percentile(hashTimes, 50))}, p95 ${f(percentile(hashTimes, 95))}`,
    `login over HTTP (PGlite), ${ROUNDS} runs: p50 ${f(percentile(times, 50))}, p95 ${f(percentile(times, 95))}, max ${f(times.at(-1)!)}`,
  ].join('\n') + '\n',
);
