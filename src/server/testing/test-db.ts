import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { testDatabaseSettings } from '../config.js';
import { type Database, openDatabase, queryRows } from '../db/client.js';
import { adminQuery } from './pg-admin.js';

/**
 * A migrated, empty database for one test file: PGlite by default; with KASUWA_TEST_DB=postgres,
 * a new database on the TEST_DATABASE_URL server, dropped on close.
 *
 * Both start from the template the run's global setup migrated (global-setup.ts), so no test
 * file runs initdb or the migrations:
 * - PostgreSQL clones the template with `create database … template` (~0.3 s).
 * - PGlite copies the template's data directory once per worker and opens it (~0.5 s); when the
 *   file is done, close() empties every table instead of shutting PGlite down, and the next file
 *   of the worker (the server project runs files unisolated) takes it as it is.
 */
export async function createTestDatabase(): Promise<Database> {
  const settings = testDatabaseSettings();
  return settings.engine === 'pglite' ? takePglite() : clonePostgres(settings.url);
}

interface Reusable {
  database: Database;
  dataDir: string;
  /** The app's tables as the template has them: a file that changed them leaves a copy unusable. */
  tables: string;
}

/** Emptied PGlite databases this worker may hand out again. */
const idle: Reusable[] = [];

async function takePglite(): Promise<Database> {
  const copy = idle.pop() ?? (await copyPglite());
  return {
    ...copy.database,
    close: async () => {
      if ((await appTables(copy.database)) === copy.tables) {
        await empty(copy.database);
        idle.push(copy);
      } else {
        await copy.database.close();
        rmSync(copy.dataDir, { recursive: true, force: true });
      }
    },
  };
}

async function copyPglite(): Promise<Reusable> {
  const dataDir = mkdtempSync(join(inject('pgliteScratchDir'), 'db-'));
  cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  return { database, dataDir, tables: await appTables(database) };
}

/** The app schema's tables and their columns, as one comparable string. */
async function appTables(database: Database): Promise<string> {
  const [row] = await queryRows<{ shape: string | null }>(
    database.db,
    sql`select string_agg(table_name || '.' || column_name || ':' || data_type, ',' order by table_name, column_name) as shape
        from information_schema.columns where table_schema = 'public'`,
  );
  return row?.shape ?? '';
}

/** Tables whose rows come from the migrations themselves (the plans on sale, the price sources, the areas): part of the template's state. */
const MIGRATION_DATA_TABLES = new Set(['subscription_plan', 'price_source', 'area']);

/**
 * Back to the template's state: every table of the app's schema empty (but those the migrations
 * fill), every sequence reset, and any schema a test added (pg-boss makes its own) dropped.
 */
async function empty(database: Database): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  ).then((rows) => rows.filter((t) => !MIGRATION_DATA_TABLES.has(t.name)));
  const added = await queryRows<{ name: string }>(
    database.db,
    sql`select quote_ident(nspname) as name from pg_namespace
        where nspname not in ('public', 'drizzle', 'information_schema') and nspname !~ '^pg_'`,
  );
  const statements = [
    ...(tables.length ? [`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`] : []),
    ...added.map((s) => `drop schema ${s.name} cascade`),
  ];
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

async function clonePostgres(serverUrl: string): Promise<Database> {
  const name = `kasuwa_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
