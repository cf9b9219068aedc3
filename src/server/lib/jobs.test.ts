import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { createTestDatabase } from '../testing/test-db.js';
import { createTestClock } from './clock.js';
import { createInlineJobs, createPgBossJobs } from './jobs.js';
import { sql } from 'drizzle-orm';

const HOUR = 60 * 60 * 1000;

describe('job registration', () => {
  it('refuses a second handler for one name, a schedule of an unknown job and a malformed cron', () => {
    const jobs = createInlineJobs();
    jobs.work('a.job', async () => {});
    expect(() => jobs.work('a.job', async () => {})).toThrow(/already has a handler/);
    expect(() => jobs.schedule('b.job', '* * * * *')).toThrow(/no handler/);
    expect(() => jobs.schedule('a.job', 'every tuesday')).toThrow();
    jobs.schedule('a.job', '0 * * * *');
    expect(() => jobs.schedule('a.job', '0 * * * *')).toThrow(/already scheduled/);
  });

  it('pg-boss jobs refuse a second handler too', async () => {
    const jobs = createPgBossJobs({} as PgBoss);
    jobs.work('a.job', async () => {});
    expect(() => jobs.work('a.job', async () => {})).toThrow(/already has a handler/);
  });
});

describe('scheduled jobs on the test clock', () => {
  it('run when the clock passes their time, once however often they fell due, and not before', async () => {
    const clock = createTestClock();
    const jobs = createInlineJobs({ clock });
    const runs: Date[] = [];
    jobs.work('tick', async () => {
      runs.push(clock.now());
    });
    // Every day at 03:15 UTC: at most 24 h away, so a 1-minute step never reaches it twice.
    jobs.schedule('tick', '15 3 * * *');
    const toNext = (() => {
      const now = clock.now();
      const next = new Date(now);
      next.setUTCHours(3, 15, 0, 0);
      if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
      return next.getTime() - now.getTime();
    })();

    clock.advance(Math.max(0, toNext - 60_000));
    await jobs.idle();
    expect(runs).toHaveLength(toNext > 60_000 ? 0 : 1);

    clock.advance(2 * 60_000);
    await jobs.idle();
    expect(runs).toHaveLength(1);

    clock.advance(3 * 24 * HOUR); // due three times: runs once
    await jobs.idle();
    expect(runs).toHaveLength(2);
    expect(jobs.failures).toEqual([]);
  });

  it('after a jump far ahead and a reset to real time, a later jump runs what falls due in its own span', async () => {
    const clock = createTestClock();
    const jobs = createInlineJobs({ clock });
    let runs = 0;
    jobs.work('hourly', async () => {
      runs += 1;
    });
    jobs.schedule('hourly', '17 * * * *');
    clock.advance(25 * HOUR);
    await jobs.idle();
    clock.reset();
    // Any two hours hold a minute 17: it runs, however far the earlier jump went.
    clock.advance(2 * HOUR);
    await jobs.idle();
    expect(runs).toBe(2);
  });
});

describe('pg-boss schedules', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('a failing job of a batch is handed back for a retry while the rest of the batch completes', async () => {
    const boss = new PgBoss({ ...database.jobStore(), schedule: false, migrate: true });
    boss.on('error', () => {});
    await boss.start();
    try {
      const jobs = createPgBossJobs(boss);
      const seen: number[] = [];
      jobs.work<{ n: number }>(
        'batch.test',
        async ({ n }) => {
          seen.push(n);
          if (n === 3) throw new Error('number three fails');
        },
        { batchSize: 10, concurrency: 4 },
      );
      await jobs.start();
      for (let n = 1; n <= 6; n++) await jobs.send('batch.test', { n });
      const deadline = Date.now() + 15_000;
      while (seen.length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 300));
      const states = await queryRows<{ n: number; state: string }>(
        database.db,
        sql`select (data->>'n')::int as n, state from pgboss.job where name = 'batch.test' order by 1`,
      );
      expect(states).toEqual([
        { n: 1, state: 'completed' },
        { n: 2, state: 'completed' },
        { n: 3, state: 'retry' },
        { n: 4, state: 'completed' },
        { n: 5, state: 'completed' },
        { n: 6, state: 'completed' },
      ]);
    } finally {
      await boss.stop({ graceful: true, wait: true });
    }
  });

  it('start() writes each schedule into pg-boss', async () => {
    const boss = new PgBoss({ ...database.jobStore(), schedule: false, migrate: true });
    boss.on('error', () => {});
    await boss.start();
    try {
      const jobs = createPgBossJobs(boss);
      jobs.work('nightly.clean', async () => {});
      jobs.schedule('nightly.clean', '15 3 * * *');
      await jobs.start();
      const rows = await queryRows<{ name: string; cron: string }>(
        database.db,
        sql`select name, cron from pgboss.schedule`,
      );
      expect(rows).toEqual([{ name: 'nightly.clean', cron: '15 3 * * *' }]);
    } finally {
      await boss.stop({ graceful: true, wait: true });
    }
  });
});
