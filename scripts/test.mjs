// `npm test`: typecheck, lint and the build side by side, then every Vitest project, then the
// browser journeys (with the crash harness beside them). Steps that run side by side print their
// output when each ends, so it is never interleaved; every step's time is printed.
// A suite that cannot run here is reported as SKIPPED; with CI=true that is a failure instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const skipped = [];
const failedTests = [];

rmSync('.test-output', { recursive: true, force: true });
mkdirSync('.test-output', { recursive: true });

/** Runs one step, its output shown as it comes; true when it passed. */
function run(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  return finished(title, Date.now(), spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }));
}

/** Runs one step beside others: its output is held and shown in one piece when it ends. */
function runBeside(title, command, args, env = {}) {
  process.stdout.write(`▶ ${title} (beside the others)\n`);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return finished(title, Date.now(), child, () => {
    process.stdout.write(`\n▶ ${title}\n`);
    process.stdout.write(Buffer.concat(output));
  });
}

function finished(title, started, child, beforeVerdict = () => {}) {
  return new Promise((resolve) => {
    child.on('close', (code) => {
      beforeVerdict();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`${ok ? '✔' : '✖'} ${title} (${seconds} s)\n`);
      if (!ok) problems.push(title);
      resolve(ok);
    });
  });
}

function skip(suite, why) {
  const line = `SKIPPED: ${suite}: ${why}`;
  if (ci) {
    problems.push(`${suite} cannot run in CI (${why})`);
    process.stdout.write(`✖ ${line} (not allowed with CI=true)\n`);
  } else {
    skipped.push(line);
    process.stdout.write(`${line}\n`);
  }
}

function count(file, read) {
  if (!existsSync(file)) return;
  const c = read(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
}

// Three independent steps on the two cores: none reads what another writes. (The tooling tests
// write lint probes into src/, so Vitest waits for typecheck and lint to be done.)
const [, , built] = await Promise.all([
  runBeside('typecheck', 'npx', ['tsc', '-p', '.']),
  runBeside('lint', 'npm', ['run', 'lint', '--silent']),
  runBeside('build', 'npm', ['run', 'build', '--silent']),
]);

if (!process.env.TEST_DATABASE_URL) {
  skip('server suite on PostgreSQL', 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
}
if (!process.env.TEST_REDIS_URL) {
  skip('rate limits shared through Redis', 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)');
}
if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  skip(
    'two server instances on one PostgreSQL and one Redis (src/server/instances.process.test.ts)',
    'it needs both TEST_DATABASE_URL and TEST_REDIS_URL',
  );
}
await run('unit and route tests (vitest: server on PGlite, server on PostgreSQL, web)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.test-output/vitest.json',
]);
count('.test-output/vitest.json', (j) => {
  for (const file of j.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failedTests.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`);
    }
  }
  return {
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    skipped: j.numPendingTests + j.numTodoTests,
  };
});

// The journeys and the crash harness run side by side: the harness mostly waits for the server it
// kills to come back, and it runs that server from the same build as the journeys.
await Promise.all([journeys(), crashHarness()]);

async function journeys() {
  if (!existsSync(chrome)) {
    skip('end-to-end journeys', `no Chromium at ${chrome} (apt-get install chromium, or set CHROME_PATH)`);
    return;
  }
  if (!built) return;
  await run('end-to-end journeys (Playwright, Chromium)', 'npx', ['playwright', 'test']);
  count('.test-output/e2e.json', (j) => {
    // Top-level suites are files; nested ones are describe blocks.
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        if (!spec.ok) failedTests.push(`${spec.file} › ${[...path, spec.title].join(' › ')}`);
      }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const file of j.suites ?? []) walk(file, []);
    return {
      passed: j.stats.expected + j.stats.flaky,
      failed: j.stats.unexpected,
      skipped: j.stats.skipped,
    };
  });
}

// Payments under SIGKILL: needs PostgreSQL (PGlite is one process; it cannot be killed under load).
async function crashHarness() {
  if (!process.env.TEST_DATABASE_URL) return;
  await runBeside(
    'crash harness (checkouts while the server is killed with SIGKILL)',
    'npx',
    ['tsx', 'scripts/crash-harness.ts'],
    // The built server starts in half the time of the sources through tsx (a failed build: those).
    built ? { CRASH_SERVER: 'dist/server/main.js' } : {},
  );
}

process.stdout.write('\n');
for (const line of skipped) process.stdout.write(`${line}\n`);
for (const p of problems) process.stdout.write(`FAILED: ${p}\n`);
// The summary is what a CI log's tail shows: name every failed test so the tail alone says what broke.
for (const t of failedTests) process.stdout.write(`  ✖ ${t}\n`);
if (totals.failed === 0 && problems.length > 0) totals.failed = problems.length;
process.stdout.write(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
);
process.exit(problems.length > 0 ? 1 : 0);
