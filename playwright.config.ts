import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the built app,
 * which the worker's `app` fixture starts on a free port with a data directory of its own.
 * One worker: on this 2-core machine two browsers and two servers side by side were slower than
 * one (8.9 min against 7.6 min) and timed journeys out (measured; the crash harness runs beside it).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '.test-output/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace records every action's page snapshot: it cost a third of the journeys' time (the
    // accessibility sweep 48 s → 30 s). PW_TRACE=1 records one again, kept for a failed journey.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    // The service worker precaches every chunk in each new browser context; one journey tests it
    // (shell.spec.ts), the others load the pages as a first visit does.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
});
