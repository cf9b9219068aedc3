import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client.js';
import { projectRoot } from '../lib/paths.js';

/** `npm run import -- --source nbs FILE` as a shopper's admin runs it: the CLI through tsx, its own PGlite. */
function runImport(dataDir: string, file: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/import.ts', '--source', 'nbs', file], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, APP_ENV: 'test', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise<{ code: number | null; summary: Record<string, unknown>; err: string }>((resolve) =>
    child.on('exit', (code) => {
      const json = out.slice(out.indexOf('{'));
      resolve({ code, summary: json ? (JSON.parse(json) as Record<string, unknown>) : {}, err });
    }),
  );
}

/** NBS's naira (at most 4 decimals) in kobo, rounded half up on the decimal digits. */
function kobo(naira: string): number {
  const [whole, fraction = ''] = naira.split('.');
  return Number((BigInt(whole! + fraction.padEnd(4, '0')) + 50n) / 100n);
}

const fieldsOf = (line: string) =>
  [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => (m[2] !== undefined ? m[2] : m[1]!));
const lineOf = (fields: string[]) => fields.map((v) => (v.includes(',') ? `"${v}"` : v)).join(',');

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('npm run import -- --source nbs', { timeout: 120_000 }, () => {
  it('imports a month NBS has not published to us through the CLI, to the kobo, keeps the good lines, and twice changes nothing', async () => {
    const stateFile = gunzipSync(
      readFileSync(join(projectRoot, 'data/nbs-nga/nbs-state-food-prices-2016-01-to-2022-11.csv.gz')),
    ).toString('utf8');
    const [header, ...rows] = stateFile.trim().split('\n');
    // December 2022 in Kano, as NBS would write it: November's items at new prices.
    const december = rows
      .filter((l) => l.startsWith('2022-11,Kano,'))
      .map((l) => {
        const f = fieldsOf(l);
        return lineOf(['2022-12', f[1]!, f[2]!, f[3]!, (Number(f[4]) * 1.07).toFixed(4), f[5]!, f[6]!]);
      });
    const bad = '2022-12,Kano,Tomato,1Kg,not-a-price,nbs-x,source-2016-unit-row';
    const dir = mkdtempSync(join(tmpdir(), 'kasuwa-import-'));
    dirs.push(dir);
    const file = join(dir, 'nbs-2022-12.csv');
    writeFileSync(file, [header, ...december.slice(0, 5), bad, ...december.slice(5)].join('\n') + '\n');
    const dataDir = join(dir, 'data');

    const first = await runImport(dataDir, file);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.summary).toMatchObject({ pricesRecorded: december.length, pricesUpdated: 0, pricesUnchanged: 0 });
    expect(first.summary.rowsSkipped).toEqual([{ line: 7, reason: expect.stringMatching(/price/i) as unknown }]);

    const again = await runImport(dataDir, file);
    expect(again.code).toBe(0);
    expect(again.summary).toMatchObject({ pricesRecorded: 0, pricesUpdated: 0, pricesUnchanged: december.length });

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const stored = await queryRows<{ price_kobo: string }>(
        database.db,
        sql`select price_kobo from area_price where area_key = 'kano' and month = date '2022-12-01' and source = 'nbs'`,
      );
      const expected = december.map((l) => kobo(fieldsOf(l)[4]!)).sort((a, b) => a - b);
      expect(stored.map((r) => Number(r.price_kobo)).sort((a, b) => a - b)).toEqual(expected);
    } finally {
      await database.close();
    }
  });
});
