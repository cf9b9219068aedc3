import { afterEach } from 'vitest';
import { settleOpenTestApps } from './build-test-app.js';

// A background job that throws fails the test that started it, even a test that never waits for
// its jobs: after each test, the jobs of every open test app are waited for and their errors raised.
afterEach(() => settleOpenTestApps());
