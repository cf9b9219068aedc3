import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { projectRoot } from '../../lib/paths.js';
import { type Database, openDatabase } from '../client.js';

/** Where `npm run build` leaves the demo database: `pglite/` (a PGlite data directory) and `key`. */
export const demoDatabaseDir = join(projectRoot, 'dist/demo-database');

/**
 * What the demo database is made from: the migrations, the bundled price files, and the code an
 * import runs through (the price pipeline's modules, the database layer, the shared code and the
 * contract), with the lockfile (PGlite's version writes the files). A change to another module
 * (payments, say) leaves it as it is.
 */
const INPUTS = [
  'package-lock.json',
  'data/wfp-nga',
  'data/nbs-nga',
  'src/contract',
  'src/server/db',
  'src/server/lib',
  'src/server/modules/sources',
  'src/server/modules/catalogue',
  'src/server/modules/markets',
  'src/server/modules/price-history',
  'src/server/modules/watchlist',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (/\.test\.tsx?$/.test(name) ? [] : filesUnder(join(path, name))));
}

/** A hash of every file under `paths` (relative to `root`), names and contents. */
export function keyOf(paths: string[], root = projectRoot): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((p) => filesUnder(join(root, p)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The key of the demo database these sources make. */
export const demoDatabaseKey = () => keyOf(INPUTS);

/**
 * Makes the demo database in `outDir` unless the one there was made from the same inputs (`key`):
 * a fresh PGlite, migrated, then `seed` (the bundled imports; no accounts: their passwords are
 * made at each first start). It is made beside `outDir` and moved in place when complete.
 */
export async function buildDemoDatabase({
  outDir,
  key,
  seed,
}: {
  outDir: string;
  key: string;
  seed: (database: Database) => Promise<void>;
}): Promise<'built' | 'unchanged'> {
  const keyFile = join(outDir, 'key');
  if (existsSync(join(outDir, 'pglite')) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
    return 'unchanged';
  }
  const making = `${outDir}.making`;
  rmSync(making, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: making });
  try {
    await database.migrate();
    await seed(database);
    // Written out now, and the WAL it no longer needs left behind: the copy at first start is smaller.
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
  writeFileSync(join(making, 'key'), key);
  rmSync(outDir, { recursive: true, force: true });
  renameSync(making, outDir);
  return 'built';
}

/**
 * At a first start on PGlite (no database in `dataDir` yet), starts from a copy of the demo
 * database the build made, when there is one: the migrations and imports are done already.
 * Returns whether it copied. The copy is made beside and renamed, so a start stopped halfway
 * leaves no half database.
 */
export function startFromDemoDatabase(dataDir: string, from = demoDatabaseDir): boolean {
  const target = join(dataDir, 'pglite');
  if (existsSync(target) || !existsSync(join(from, 'pglite'))) return false;
  const copying = `${target}.copying`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(join(from, 'pglite'), copying, { recursive: true });
  renameSync(copying, target);
  return true;
}
