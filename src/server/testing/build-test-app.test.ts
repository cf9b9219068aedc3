import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, JobsFailedError, type TestApp } from './build-test-app.js';

/** A job of the test's own that throws when sent `{ fail: true }`. */
const FLAKY = 'testing.flaky';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.jobs.work<{ fail: boolean }>(FLAKY, async ({ fail }) => {
    if (fail) throw new Error('the flaky job broke');
  });
});
afterAll(() => t.close());

describe('a background job that throws in a test', () => {
  it('makes settle() reject with the job and its error', async () => {
    await t.jobs.send(FLAKY, { fail: true });
    const settled = t.settle();
    await expect(settled).rejects.toBeInstanceOf(JobsFailedError);
    await expect(settled).rejects.toThrow(/testing\.flaky: Error: the flaky job broke/);
    // Reported once: the next test starts clean.
    await expect(t.settle()).resolves.toBeUndefined();
  });

  // Marked `fails`: it passes only because the check after each test (setup.ts) fails it. Were job
  // errors swallowed, as they were before, this test would pass and `fails` would turn it red.
  it.fails('fails the test that sent it, even one that never waits for its jobs', async () => {
    await t.jobs.send(FLAKY, { fail: true });
    expect(t.jobs.failures).toEqual([]); // not run yet: nothing in the test itself has failed
  });

  it('is answered by failedJobs() when the test means it to fail, and then fails nothing', async () => {
    await t.jobs.send(FLAKY, { fail: false });
    await t.jobs.send(FLAKY, { fail: true });
    const failed = await t.failedJobs();
    expect(failed.map((f) => [f.name, (f.error as Error).message])).toEqual([[FLAKY, 'the flaky job broke']]);
  });

  it('makes close() reject once the app is closed', async () => {
    const own = await buildTestApp({ database: t.database });
    own.jobs.work(FLAKY, async () => {
      throw new Error('broke while closing');
    });
    await own.jobs.send(FLAKY, {});
    await expect(own.close()).rejects.toThrow(/broke while closing/);
    // Closed all the same: a request finds no server.
    await expect(own.app.inject({ method: 'GET', url: '/api/health' })).rejects.toThrow();
  });
});
