import { test as base, expect } from '@playwright/test';

/**
 * Every journey runs against the server global-setup started, and fails on any error the page
 * logs (a CSP violation, an uncaught exception, a failed request for one of our files).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.KASUWA_E2E_URL;
    if (!url) throw new Error('KASUWA_E2E_URL is not set: global-setup did not run');
    await use(url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
