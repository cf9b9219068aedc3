// `npm run bench:web`: what a shopper on a slow phone network sees. Starts the built app (npm run
// build first) and loads /dashboard, /login and /prices/kano in Chromium throttled to 400 ms latency and
// 400 kbit/s down, cold (empty cache) and warm (second visit), several times; prints first and
// largest contentful paint and the bytes sent (min and median), the time from Home to Login inside the
// app. Lighthouse's mobile scores of the key screens beside a bare page: scripts/bench-lighthouse.ts,
// which `npm run bench:web` runs next. Then the first visit to /dashboard in each language (the
// browser's language set to it: the server sends that language's page and its catalogue), its
// first paint beside English's (issue 24: within 10 %). Figures for notes; nothing asserts.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';

const RUNS = Number(process.argv[2] ?? 3);
// A pre-rendered page each, and a shell page whose screen's code comes beside the entry (decision record 015).
const PAGES = ['/dashboard', '/login', '/prices/kano'];
const THROTTLE = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');
const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-web-'));
const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, APP_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const origin = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout?.on('data', (chunk) => {
    out += chunk;
    const m = /Kasuwa is running at (http:\/\/localhost:\d+)/.exec(out);
    if (m?.[1]) resolve(m[1].replace('localhost', '127.0.0.1'));
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
});

interface Visit {
  fcp: number;
  lcp: number;
  bytes: number;
}

async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    bytes += e.encodedDataLength;
  });
  await page.goto(origin + path, { waitUntil: 'networkidle', timeout: 120_000 });
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
        let lcp = -1;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp }), 500);
      }),
  );
  await page.close();
  return { ...paints, bytes };
}

/** Home, then a tap on Login in the app (no page load): the time until the Login screen shows. */
async function homeToLogin(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  await page.goto(origin + '/dashboard', { waitUntil: 'networkidle', timeout: 120_000 });
  const started = Date.now();
  await page.getByRole('link', { name: 'Login', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor({ timeout: 60_000 });
  const took = Date.now() - started;
  await page.close();
  return took;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]! };
};
const ms = (x: number) => `${(x / 1000).toFixed(2)} s`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  process.stdout.write(`400 ms latency, 400 kbit/s down; ${RUNS} runs each; min / median\n`);
  for (const path of PAGES) {
    const cold: Visit[] = [];
    const warm: Visit[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
      cold.push(await visit(context, path));
      warm.push(await visit(context, path));
      await context.close();
    }
    for (const [name, visits] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      const fcp = stats(visits.map((v) => v.fcp));
      const lcp = stats(visits.map((v) => v.lcp));
      const kb = stats(visits.map((v) => v.bytes / 1024));
      process.stdout.write(
        `${path.padEnd(11)} ${name}: FCP ${ms(fcp.min)} / ${ms(fcp.median)}   LCP ${ms(lcp.min)} / ${ms(lcp.median)}   ` +
          `sent ${kb.min.toFixed(0)} / ${kb.median.toFixed(0)} kB\n`,
      );
    }
  }
  const taps: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    taps.push(await homeToLogin(context));
    await context.close();
  }
  const tap = stats(taps);
  process.stdout.write(
    `Home → Login in the app (cold visit, after the page settled): ${ms(tap.min)} / ${ms(tap.median)}\n`,
  );
  // Each language's first visit, the languages in turns so that a busy moment hits them alike.
  const languages = ['en-NG', 'ha-NG', 'yo-NG', 'ig-NG', 'pcm-NG'];
  const byLanguage = new Map<string, Visit[]>(languages.map((l) => [l, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const locale of languages) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, locale });
      byLanguage.get(locale)!.push(await visit(context, '/dashboard'));
      await context.close();
    }
  }
  const english = stats(byLanguage.get('en-NG')!.map((v) => v.fcp));
  for (const [locale, visits] of byLanguage) {
    const fcp = stats(visits.map((v) => v.fcp));
    const kb = stats(visits.map((v) => v.bytes / 1024));
    const ratio = fcp.median / english.median;
    process.stdout.write(
      `/dashboard ${locale.padEnd(7)} cold: FCP ${ms(fcp.min)} / ${ms(fcp.median)}  (${ratio.toFixed(2)}× English's median, ` +
        `target ≤ 1.10 ${ratio <= 1.1 ? '✔' : '✖'})   sent ${kb.min.toFixed(0)} / ${kb.median.toFixed(0)} kB\n`,
    );
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
