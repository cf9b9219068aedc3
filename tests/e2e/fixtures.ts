import { test as base, expect } from '@playwright/test';

/**
 * Every journey runs against the server global-setup started, and fails on any error the page
 * logs (a CSP violation, an uncaught exception, a 5xx).
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
      // A 4xx the journey provokes on purpose (a wrong password) is logged by Chromium too; those are
      // answers, not errors. Anything else, a 5xx included, fails the test.
      page.on('console', (m) => {
        const text = m.text();
        if (m.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(text))
          errors.push(text);
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
