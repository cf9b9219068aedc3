// Bundles the server's TypeScript into dist/server (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/db/migrate.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
