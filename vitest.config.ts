import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: the server suite on in-memory PGlite, the same suite on PostgreSQL (only when
 * TEST_DATABASE_URL is set), and the web suite in jsdom.
 */
const serverTest = {
  environment: 'node' as const,
  include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
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
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
          css: false,
        },
      },
    ],
  },
});
