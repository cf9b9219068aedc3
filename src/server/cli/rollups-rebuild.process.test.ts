import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, queryRows } from '../db/client.js';
import { createInlineJobs } from '../lib/jobs.js';
import { projectRoot } from '../lib/paths.js';
import { createServices } from '../services.js';
import { expectRollupsInStep } from '../testing/price-rollups.js';

/** `npm run rollups:rebuild` as an operator runs it: the CLI through tsx, on its own PGlite. */
function runRebuild(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/rollups-rebuild.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, APP_ENV: 'test', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out, err })),
  );
}

/** The rows and corrections a run printed, per rollup. */
const countsOf = (out: string) =>
  [...out.matchAll(/(\d+) rows, (\d+) corrected/g)].map((m) => ({ rows: Number(m[1]), corrected: Number(m[2]) }));

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('npm run rollups:rebuild', { timeout: 120_000 }, () => {
  it('puts right the rollups of a database changed behind the price log, says how many, and a second run changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kasuwa-rollups-'));
    dirs.push(dir);
    const dataDir = join(dir, 'data');
    // A database with a month of WFP's prices, then its rollups damaged by hand.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    let right: { productDays: number; commodityDays: number };
    let lost: number;
    try {
      await database.migrate();
      const { sources } = createServices(loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }), {
        db: database.db,
        jobs: createInlineJobs(),
        log: pino({ level: 'silent' }),
      });
      await sources.importFile('wfp', readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'), 'utf8'));
      right = await expectRollupsInStep(database.db);
      expect(right.productDays).toBeGreaterThan(100);
      lost = (
        await queryRows(
          database.db,
          sql`delete from price_day where product_id in (select product_id from price_day limit 2) returning day`,
        )
      ).length;
      await database.db.execute(sql`update commodity_price_day set max_kobo = max_kobo + 1`);
    } finally {
      await database.close();
    }

    const first = await runRebuild(dataDir);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(countsOf(first.out)).toEqual([
      { rows: right.productDays, corrected: lost },
      { rows: right.commodityDays, corrected: right.commodityDays },
    ]);
    const again = await runRebuild(dataDir);
    expect(again.code).toBe(0);
    expect(countsOf(again.out)).toEqual([
      { rows: right.productDays, corrected: 0 },
      { rows: right.commodityDays, corrected: 0 },
    ]);

    const after = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await expectRollupsInStep(after.db)).toEqual(right);
    } finally {
      await after.close();
    }
  });
});
