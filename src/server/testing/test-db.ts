import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseSettings } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';

/**
 * A migrated, empty database for one test file: in-memory PGlite by default; with
 * KASUWA_TEST_DB=postgres, a new database on the TEST_DATABASE_URL server, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const settings = testDatabaseSettings();
  if (settings.engine === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await database.migrate();
    return database;
  }

  const name = `kasuwa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: settings.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(settings.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: settings.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
