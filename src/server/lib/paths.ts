import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this file (source or bundle) with a package.json. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('Cannot find the project root (no package.json above the server)');
    dir = up;
  }
  return dir;
}

export const projectRoot = findRoot();
export const migrationsDir = join(projectRoot, 'src/server/db/migrations');
export const webDistDir = join(projectRoot, 'dist/web');
