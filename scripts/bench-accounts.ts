// `npm run bench:accounts` (needs DATABASE_URL, a PostgreSQL database it may fill): accounts at
// scale. 100,000 users, 300,000 refresh tokens (one login refreshed 2,880 times: a month at one
// refresh per 15 minutes) and 200,000 sent e-mails; then the costs of a signed-in read, the user
// list (first and a deep page) and the start-up scan for unsent mail. Figures for the closing
// notes; nothing asserts on time.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, queryRows } from '../src/server/db/client.js';
import { createInlineJobs } from '../src/server/lib/jobs.js';
import { createServices } from '../src/server/services.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:accounts needs DATABASE_URL (a PostgreSQL database it may fill)');
const ROUNDS = Number(process.argv[2] ?? 300);

const database = await openDatabase({ kind: 'postgres', url });
await database.migrate();
const db = database.db;
const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
const jobs = createInlineJobs();
const services = createServices(config, { db, jobs, log: pino({ level: 'silent' }) });
const app = await buildApp(config, { database, services, jobs });
await app.ready();

const [{ n: users } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from app_user`);
if (users < 100_000) {
  process.stdout.write('seeding 100,000 users, 300,000 refresh tokens, 200,000 sent e-mails…\n');
  await services.accounts.createConfirmedUser({
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench0@example.ng',
    userName: 'bench0',
    password: 'Benchmark-password-1',
    role: 'admin',
  });
  await db.execute(sql`
    insert into app_user (id, first_name, last_name, email, user_name, password_hash, role, email_confirmed_at, created_at, updated_at)
    select gen_random_uuid(), 'User', 'Number ' || g, 'user' || g || '@example.ng', 'user' || g,
           (select password_hash from app_user where user_name = 'bench0'), 'user', now(),
           now() - (g || ' seconds')::interval, now()
    from generate_series(1, 99999) g`);
  // 100,000 users with about 3 tokens each; bench0's own login carries a chain of 2,880.
  await db.execute(sql`
    insert into refresh_token (id, user_id, family_id, token_hash, created_at, expires_at, used_at)
    select gen_random_uuid(), u.id, gen_random_uuid(), md5(random()::text || g), now(), now() + interval '30 days', now()
    from (select id, row_number() over () as r from app_user) u, generate_series(1, 3) g
    where u.r <= 99040`);
  await db.execute(sql`
    insert into mail_outbox (id, to_address, subject, text_body, html_body, kind, status, attempts, created_at, sent_at)
    select gen_random_uuid(), 'user' || g || '@example.ng', 'Confirm your e-mail address',
           repeat('Welcome to Kasuwa! ', 40), repeat('<p>Welcome to Kasuwa!</p>', 40), 'confirm', 'sent', 1,
           now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
    from generate_series(1, 200000) g`);
  await db.execute(sql`analyze`);
}

// bench0 logs in, then refreshes 2,880 times: the chain of one month-long login.
const login = await app.inject({
  method: 'POST',
  url: '/api/user/authenticate',
  payload: { username: 'bench0', password: 'Benchmark-password-1' },
});
let pair = login.json() as { accessToken: string; refreshToken: string };
const [{ n: chain } = { n: 0 }] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from refresh_token t join app_user u on u.id = t.user_id where u.user_name = 'bench0'`,
);
if (chain < 2_880) {
  const family = await queryRows<{ family_id: string; user_id: string }>(
    db,
    sql`select family_id, user_id from refresh_token t join app_user u on u.id = t.user_id where u.user_name = 'bench0' limit 1`,
  );
  await db.execute(sql`
    insert into refresh_token (id, user_id, family_id, token_hash, created_at, expires_at, used_at)
    select gen_random_uuid(), ${family[0]!.user_id}, ${family[0]!.family_id}, md5(random()::text || g), now(), now() + interval '30 days', now()
    from generate_series(1, ${2_880 - chain}) g`);
  await db.execute(sql`analyze refresh_token`);
}
const refreshed = await app.inject({
  method: 'POST',
  url: '/api/user/refresh',
  payload: { refreshToken: pair.refreshToken },
});
pair = refreshed.json() as typeof pair;

async function measure(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run(); // warm up
  const wall: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await run();
    wall.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpuStart);
  wall.sort((a, b) => a - b);
  const at = (p: number) => wall[Math.min(wall.length - 1, Math.floor(p * wall.length))]!.toFixed(2);
  const cpuMs = ((cpu.user + cpu.system) / 1000 / ROUNDS).toFixed(2);
  process.stdout.write(`${label}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, node CPU ${cpuMs} ms/request\n`);
}

const headers = { authorization: `Bearer ${pair.accessToken}` };
const expectOk = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
};
await measure('signed-in read GET /api/user/user-profile (login with 2,880 refreshes)', () =>
  expectOk('/api/user/user-profile'),
);
await measure('GET /api/User page 1 (20 a page, 100,000 users)', () => expectOk('/api/User?page=1&pageSize=20'));
await measure('GET /api/User page 4,000', () => expectOk('/api/User?page=4000&pageSize=20'));
await measure('start-up scan for unsent mail (200,000 sent)', () =>
  db.execute(sql`select id from mail_outbox where status = 'pending'`),
);

await app.close();
await database.close();
