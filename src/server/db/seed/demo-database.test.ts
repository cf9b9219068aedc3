import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { readFileStream } from '../../lib/csv.js';
import { createInlineJobs } from '../../lib/jobs.js';
import { projectRoot } from '../../lib/paths.js';
import { createServices } from '../../services.js';
import { type Database, openDatabase } from '../client.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { buildDemoDatabase, keyOf, startFromDemoDatabase } from './demo-database.js';

// PGlite-only: the build's demo database and a first start from it (the PostgreSQL project runs it
// too, on PGlite directories of its own).
const servicesOf = (database: Database) =>
  createServices(loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }), {
    db: database.db,
    jobs: createInlineJobs(),
    log: pino({ level: 'silent' }),
  });

/** WFP's list of markets, imported as the build imports every bundled file. */
async function importMarkets(database: Database) {
  const file = join(projectRoot, 'data/wfp-nga/markets.csv');
  await servicesOf(database).sources.importFile('wfp', readFileStream(file), { origin: 'markets.csv' });
}

let root: string;
let outDir: string;
let seeded = 0;
const build = (key: string) =>
  buildDemoDatabase({
    outDir,
    key,
    seed: async (database) => {
      seeded++;
      await importMarkets(database);
    },
  });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'kasuwa-demo-db-'));
  outDir = join(root, 'demo-database');
  expect(await build('first')).toBe('built');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the demo database of the build', () => {
  it('is made again only when its key changes', { timeout: 120_000 }, async () => {
    expect(seeded).toBe(1);
    expect(await build('first')).toBe('unchanged');
    expect(seeded).toBe(1);
    expect(await build('second')).toBe('built');
    expect(seeded).toBe(2);
    expect(readFileSync(join(outDir, 'key'), 'utf8')).toBe('second');
    expect(existsSync(`${outDir}.making`)).toBe(false);
  });

  it("has a key that follows its inputs' names and contents", () => {
    const inputs = join(root, 'inputs');
    mkdirSync(join(inputs, 'data'), { recursive: true });
    writeFileSync(join(inputs, 'data/prices.csv'), 'a,b\n1,2\n');
    writeFileSync(join(inputs, 'data/prices.test.ts'), 'ignored');
    const key = () => keyOf(['data', 'missing'], inputs);
    const first = key();
    expect(key()).toBe(first);
    writeFileSync(join(inputs, 'data/prices.test.ts'), 'a test changes nothing');
    expect(key()).toBe(first);
    writeFileSync(join(inputs, 'data/prices.csv'), 'a,b\n1,3\n');
    const changed = key();
    expect(changed).not.toBe(first);
    writeFileSync(join(inputs, 'data/more.csv'), '');
    expect(key()).not.toBe(changed);
  });

  it(
    'is where a first start begins: the catalogue there, the accounts made then with passwords of their own',
    { timeout: 120_000 },
    async () => {
      const passwords: string[] = [];
      for (const name of ['one', 'two']) {
        const dataDir = join(root, name);
        expect(startFromDemoDatabase(dataDir, outDir)).toBe(true);
        expect(startFromDemoDatabase(dataDir, outDir)).toBe(false); // a database is there now
        const database = await openDatabase({ kind: 'pglite', dataDir });
        try {
          await database.migrate();
          const services = servicesOf(database);
          expect(await services.accounts.countUsers()).toBe(0); // no account comes with the build
          expect((await services.markets.search({ limit: 1, offset: 0 })).total).toBe(68);
          const text = await seedDemoAccounts(services.accounts, dataDir);
          expect(text).toMatch(/admin {2}username: admin {2}password: \S{20}\n/);
          expect(readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8')).toBe(text);
          passwords.push(...[...text!.matchAll(/password: (\S+)/g)].map((m) => m[1]!));
          const login = await services.accounts.authenticate({ username: 'amina', password: passwords.at(-1)! });
          expect(login.accessToken).toEqual(expect.any(String));
        } finally {
          await database.close();
        }
      }
      expect(new Set(passwords).size).toBe(4);
    },
  );

  it('leaves a first start without a build to import as before', () => {
    const dataDir = join(root, 'no-build');
    expect(startFromDemoDatabase(dataDir, join(root, 'nothing-here'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });
});
