// `npm run bench` (part): how long 1,000 queued e-mails take to reach a real SMTP server on
// loopback, through the outbox and pg-boss, as a burst of sign-ups would. On PGlite and, when
// DATABASE_URL names a PostgreSQL server, on a database of its own made beside it and dropped.
// Figures for the closing notes; no test asserts on time.
import type { AddressInfo } from 'node:net';
import PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/server/db/client.js';
import { createPgBossJobs } from '../src/server/lib/jobs.js';
import { compose, createSmtpTransport } from '../src/server/modules/mail/index.js';
import { mailAlone } from '../src/server/testing/mail.js';
import { onEveryEngine } from './bench-kit.js';

const COUNT = Number(process.argv[2] ?? 1000);

let received = 0;
let lastAt = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      lastAt = performance.now();
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const { port } = sink.server.address() as AddressInfo;

async function bench(label: string, database: Database) {
  received = 0;
  await database.migrate();
  const boss = new PgBoss({ ...database.jobStore(), schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  const jobs = createPgBossJobs(boss);
  const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
  const mail = mailAlone(database.db, transport, jobs);
  await jobs.start();

  const started = performance.now();
  for (let i = 0; i < COUNT; i++) {
    await mail.queue(
      `shopper${i}@example.ng`,
      compose(
        'en',
        'confirm',
        { verbatim: 'Confirm your e-mail address' },
        [{ verbatim: `Hello shopper ${i},` }, { verbatim: 'Welcome to Kasuwa!' }],
        {
          label: { verbatim: 'Confirm my e-mail address' },
          url: `http://localhost:3000/confirm-email?email=shopper${i}%40example.ng&token=t${i}`,
        },
      ),
    );
  }
  const queuedAt = performance.now();
  const deadline = Date.now() + 180_000;
  while (received < COUNT && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

  await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  transport.close?.();

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  process.stdout.write(
    `mail burst (${label}), ${COUNT} e-mails to SMTP on loopback: queued in ${s(queuedAt - started)}, ` +
      `${received} delivered, the last ${s(lastAt - started)} after the first was queued ` +
      `(${(received / ((lastAt - started) / 1000)).toFixed(0)} e-mails/s)\n`,
  );
  if (received < COUNT) process.exitCode = 1;
}

await onEveryEngine('mail', bench);
await new Promise<void>((resolve) => sink.close(() => resolve()));
