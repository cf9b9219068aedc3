// Bundles the server's TypeScript into dist/server (dependencies stay in node_modules), with the
// server's catalogues (src/server/locales/*.po) compiled into it: the built server reads no PO file
// and needs none of Lingui's development tools (decision record 019).
import { build } from 'esbuild';
import { tsImport } from 'tsx/esm/api';

const { compileCatalogues } = await tsImport('../src/server/lib/catalogues.ts', import.meta.url);
const catalogues = await compileCatalogues();

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
  // JSON text, parsed once at start (lib/i18n.ts): quicker to read than the same object as code.
  define: { KASUWA_SERVER_CATALOGUES: JSON.stringify(JSON.stringify(catalogues)) },
});
