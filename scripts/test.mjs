// `npm test`: typecheck, lint, every Vitest project, then the browser journeys.
// A suite that cannot run here is reported as SKIPPED; with CI=true that is a failure instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const skipped = [];
const failedTests = [];

rmSync('.test-output', { recursive: true, force: true });
mkdirSync('.test-output', { recursive: true });

function run(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = r.status === 0;
  process.stdout.write(`${ok ? '✔' : '✖'} ${title} (${seconds} s)\n`);
  if (!ok) problems.push(title);
  return ok;
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

run('typecheck', 'npx', ['tsc', '-p', '.']);
run('lint', 'npm', ['run', 'lint', '--silent']);

if (!process.env.TEST_DATABASE_URL) {
  skip('server suite on PostgreSQL', 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
}
if (!process.env.TEST_REDIS_URL) {
  skip('rate limits shared through Redis', 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)');
}
run('unit and route tests (vitest: server on PGlite, server on PostgreSQL, web)', 'npx', [
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

// Payments under SIGKILL: needs PostgreSQL (PGlite is one process; it cannot be killed under load).
if (process.env.TEST_DATABASE_URL) {
  run('crash harness (checkouts while the server is killed with SIGKILL)', 'npx', ['tsx', 'scripts/crash-harness.ts']);
}

if (existsSync(chrome)) {
  if (run('build', 'npm', ['run', 'build', '--silent'])) {
    run('end-to-end journeys (Playwright, Chromium)', 'npx', ['playwright', 'test']);
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
} else {
  skip('end-to-end journeys', `no Chromium at ${chrome} (apt-get install chromium, or set CHROME_PATH)`);
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
