import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiPlugins, preactResolve } from './vite.config';

/**
 * Four projects: the server suite on PGlite, the same suite on PostgreSQL (only when
 * TEST_DATABASE_URL is set), the web suite in jsdom, and the tooling tests (lint rules).
 */
const serverTest = {
  environment: 'node' as const,
  include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // Migrates one template database per run; each test file copies it (testing/test-db.ts).
  globalSetup: ['src/server/testing/global-setup.ts'],
  // After each test, a background job that threw fails it (testing/setup.ts).
  setupFiles: ['src/server/testing/setup.ts'],
  // Files of a worker share loaded modules and one PGlite (emptied between files): starting
  // PGlite and loading the server's modules once per file cost more than most files' tests.
  // Tests keep their state in what buildTestApp returns; nothing lives at module level.
  isolate: false,
};

export default defineConfig({
  test: {
    // One test file per core at a time (Vitest's default leaves one core to itself, which on a
    // 2-core machine ran every file one after another); the projects share these workers.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { ...serverTest, name: 'server', env: { KASUWA_TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...serverTest,
                name: 'server-postgres',
                env: { KASUWA_TEST_DB: 'postgres' },
                // Process tests start the real server on its own PGlite data directory.
                exclude: ['**/*.process.test.ts'],
              },
            },
          ]
        : []),
      // The lint rules that keep modules apart, proven to fire on real files, and the first download's
      // size budget, read from the build npm test has just made.
      { test: { name: 'tooling', environment: 'node', include: ['tests/tooling/**/*.test.ts'], testTimeout: 60_000 } },
      {
        // The renderer the build ships: React's packages resolve to Preact's compatibility layer, and
        // '@testing-library/react' to its counterpart over Preact (decision record 018). The libraries
        // that import React are bundled by Vite here, so that their imports are resolved the same way
        // (loaded by Node, they would find React itself).
        resolve: {
          ...preactResolve,
          conditions: ['module', 'browser', 'development|production'],
          alias: [
            ...preactResolve.alias,
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(new URL('src/web/testing/preact-testing-library.ts', import.meta.url)),
            },
          ],
        },
        esbuild: { jsx: 'automatic' },
        plugins: linguiPlugins(),
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
          css: false,
          server: {
            deps: {
              inline: [
                /react-router/,
                /@tanstack\/react-query/,
                /react-hook-form/,
                /@hookform/,
                /react-toastify/,
                /react-chartjs-2/,
                /@lingui\/react/,
                // Lingui itself, so that its plurals count as the build has them (vite.config.ts, linguiCounts).
                /@lingui\/core/,
              ],
            },
          },
        },
      },
    ],
  },
});
