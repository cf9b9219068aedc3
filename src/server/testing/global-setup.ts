import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config.js';
import { openDatabase } from '../db/client.js';
import { adminQuery } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory each test file copies (server project). */
    pgliteTemplateDir: string;
    /** Where test files put their copies; removed at the end of the run. */
    pgliteScratchDir: string;
    /** A migrated PostgreSQL database each test file clones (server-postgres project). */
    postgresTemplate: string;
  }
}

/** Memory-backed when the machine has it: copies of the template are written, not just read. */
const scratchRoot = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/**
 * Runs once per test run and project: migrates one database with the committed migrations (as
 * they are now: nothing is cached across runs), which every test file then copies instead of
 * migrating its own. See test-db.ts.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string | undefined>;
  if (env.KASUWA_TEST_DB === 'postgres') {
    const url = testDatabaseUrl();
    if (!url) throw new Error('the server-postgres project needs TEST_DATABASE_URL');
    const name = `kasuwa_tmpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    // Two connections: migrate() holds one for its lock and runs the migrations on the other.
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), max: 2 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }

  const root = mkdtempSync(join(scratchRoot(), 'kasuwa-test-'));
  const templateDir = join(root, 'template');
  const database = await openDatabase({ kind: 'pglite', dataDir: templateDir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('pgliteScratchDir', root);
  return () => rmSync(root, { recursive: true, force: true });
}
