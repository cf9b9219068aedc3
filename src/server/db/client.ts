import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createLocalLocks, type Locks } from '../lib/locks.js';
import { migrationsDir } from '../lib/paths.js';
import { prepareRepeatedStatements } from './pg-statements.js';
import { withPreparedStatements } from './pglite-statements.js';
import * as schema from './schema.js';

type Schema = typeof schema;
/** The one database type every repository takes: the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** One round trip to the database; rejects when it does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** How pg-boss reaches the same database: its own pool on PostgreSQL, our client on PGlite. */
  jobStore(): JobStoreOptions;
  /** Work one process at a time: across every instance on PostgreSQL, within this one on PGlite. */
  locks: Locks;
}

type JobStoreOptions =
  | { connectionString: string; max: number }
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir: string | 'memory://' };

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (on disk or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.max) : openPglite(target.dataDir);
}

/**
 * PGlite's settings beside its defaults. PostgreSQL's 128 MB of shared buffers are allocated in
 * PGlite's memory at start, whether used or not, and they hold pages the operating system's file
 * cache holds too: 16 MB keeps the pages the app reads most, and the process about 120 MB smaller.
 * Sorts and hashes get a few MB each, as on PostgreSQL. See decision record 017.
 */
const PGLITE_SETTINGS = [
  ...['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=512kB', '-c', 'temp_buffers=2MB'],
  // Two WAL files kept for reuse instead of five: 48 MB less on disk (and in the build's demo database).
  ...['-c', 'min_wal_size=32MB'],
];

async function openPglite(dataDir: string): Promise<Database> {
  // The extensions the migrations create (nearest markets, fuzzy search) are loaded with PGlite.
  const options = {
    extensions: { cube, earthdistance, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  };
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite(options);
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(join(dataDir, 'pglite'), options);
  }
  await client.waitReady;
  // The app's and pg-boss's statements are prepared once each (pglite-statements.ts).
  const statements = withPreparedStatements(client);
  const db = drizzlePglite(statements as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // The migrations run once each: through PGlite's own client, not kept prepared.
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    // PGlite lives inside this process: no other process can open its data directory.
    locks: createLocalLocks(),
    jobStore: () => ({
      db: {
        // pg-boss sends parameterless multi-statement scripts too; PGlite runs those with exec().
        async executeSql(text: string, values?: unknown[]) {
          if (values && values.length > 0) return statements.query(text, values);
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      },
    }),
  };
}

// One stable number for the migration lock, so concurrent starts run migrations one at a time.
const MIGRATION_LOCK_KEY = 727_001;

async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  prepareRepeatedStatements(pool);
  const nodeDb = drizzleNodePg(pool, { schema });
  const db = nodeDb as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(nodeDb, { migrationsFolder: migrationsDir });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    jobStore: () => ({ connectionString: url, max: 3 }),
    locks: advisoryLocks(pool),
  };
}

/**
 * Locks of the PostgreSQL server (session advisory locks, keyed by a hash of the name): each work
 * holds one connection of the pool while it runs, and a process that dies lets go of its locks
 * with its connections.
 */
function advisoryLocks(pool: pg.Pool): Locks {
  async function held<T>(name: string, wait: boolean, work: () => Promise<T>) {
    const client = await pool.connect();
    let locked = false;
    try {
      if (wait) {
        await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
        locked = true;
      } else {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
          [name],
        );
        locked = rows[0]!.locked;
      }
      if (!locked) return { busy: true as const };
      return { busy: false as const, value: await work() };
    } finally {
      // A connection that could not unlock is closed instead of going back to the pool: that unlocks.
      const failed = locked
        ? await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]).then(
            () => undefined,
            (err: Error) => err,
          )
        : undefined;
      client.release(failed);
    }
  }
  return {
    async holding(name, work) {
      const done = await held(name, true, work);
      if (done.busy) throw new Error(`the lock ${name} was not taken`);
      return done.value;
    },
    tryHolding: (name, work) => held(name, false, work),
  };
}

/** The database the configuration names: PostgreSQL when a URL is set, else PGlite in the data dir. */
export function databaseTarget(db: { url: string | undefined; dataDir: string }): DatabaseTarget {
  return db.url ? { kind: 'postgres', url: db.url } : { kind: 'pglite', dataDir: db.dataDir };
}

/** A short human description of a target, for start-up lines (never includes credentials). */
export function describeTarget(target: DatabaseTarget): string {
  return target.kind === 'pglite' ? `PGlite in ${target.dataDir}` : 'PostgreSQL';
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
