// Part of `npm run bench:web` (after the build): Lighthouse's mobile run (its simulated slow 4G and
// mid-range phone, headless Chromium) on the key screens of the built app with the demo data, and on
// a bare Vite + React "hello" page built and served in the same run, 3 times each (or argv[2]).
// Prints each screen's performance score (min / median) beside the bare page's and the targets
// (≥ 95, and within 5 points of the bare page), with the medians of the metrics behind the score
// and the script each screen fetched. Figures for notes; nothing asserts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setPriority, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { startAppServer } from '../tests/e2e/app-server.js';
import { median } from './bench-kit.js';

const RUNS = Number(process.argv[2] ?? 3);
/** Only the screens whose name contains one of these (comma-separated), e.g. `LIGHTHOUSE_SCREENS=market,cart`. */
const ONLY = process.env.LIGHTHOUSE_SCREENS?.split(',').filter(Boolean);
/** A folder to keep each run's full Lighthouse report in (JSON), to see where a screen's time goes. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET = 95;
const WITHIN_BARE = 5;

if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');

// ---- The bare page: React rendering "Hello", built by Vite as a new project would be. ----

const BARE_SRC = resolve('dist/bench-bare/src');
const BARE_OUT = resolve('dist/bench-bare/out');

async function buildBarePage() {
  mkdirSync(BARE_SRC, { recursive: true });
  writeFileSync(
    join(BARE_SRC, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
      '<meta name="description" content="A bare Vite and React page." /><title>Hello</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(BARE_SRC, 'main.tsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')!).render(<StrictMode><h1>Hello</h1></StrictMode>);\n",
  );
  await build({
    root: BARE_SRC,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: BARE_OUT, emptyOutDir: true },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves the bare page's files brotli-compressed, as the app's server sends its own. */
function serveBarePage(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(BARE_OUT, path === '/' ? 'index.html' : path);
    if (!file.startsWith(BARE_OUT) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const body = brotliCompressSync(readFileSync(file));
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'content-length': body.length,
    });
    res.end(body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

// ---- The app: the built server with the demo data, and a shopper with an item in the cart. ----

async function call<T>(origin: string, path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const headers: Record<string, string> = { ...(init.body ? { 'content-type': 'application/json' } : {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(origin + path, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Shopper {
  username: string;
  password: string;
}

/** A new shopper, confirmed through the dev mailbox, with one item in the cart; the cart's id. */
async function newShopperWithCart(origin: string, productId: string): Promise<Shopper & { cartId: string }> {
  const id = Date.now().toString(36);
  const shopper = { username: `bench_${id}`, password: `Jollof-rice-${id}` };
  const email = `bench.${id}@example.ng`;
  await call(origin, '/api/user/register', {
    method: 'POST',
    body: JSON.stringify({
      userName: shopper.username,
      password: shopper.password,
      email,
      firstName: 'Ada',
      lastName: 'Okafor',
    }),
  });
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const mails = await call<Array<{ to: string; links: string[] }>>(origin, '/api/dev/mailbox');
    link = mails.find((m) => m.to === email)?.links[0];
    if (!link) await new Promise((later) => setTimeout(later, 100));
  }
  if (!link) throw new Error('no confirmation e-mail arrived');
  await call(origin, `/api/user/confirm-email?${new URL(link).searchParams}`, { method: 'POST' });
  const { accessToken } = await logIn(origin, shopper);
  await call(origin, `/api/carts/add?productId=${productId}&quantity=1`, { method: 'POST' }, accessToken);
  const cart = await call<{ cartId: string }>(origin, '/api/carts/mine', {}, accessToken);
  return { ...shopper, cartId: cart.cartId };
}

const logIn = (origin: string, shopper: Shopper) =>
  call<{ accessToken: string; refreshToken: string }>(origin, '/api/user/authenticate', {
    method: 'POST',
    body: JSON.stringify(shopper),
  });

// ---- Lighthouse ----

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Script fetched, compressed bytes as sent. */
  scriptBytes: number;
  scripts: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; a busy machine scores low). */
  benchmark: number;
}

async function withChrome<T>(work: (port: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'kasuwa-lh-'));
  const chrome = spawn(
    CHROME,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { detached: true },
  );
  try {
    const port = await new Promise<number>((done, fail) => {
      let err = '';
      chrome.stderr.on('data', (chunk) => {
        err += chunk;
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
        if (m?.[1]) done(Number(m[1]));
      });
      chrome.on('exit', (code) => fail(new Error(`chromium exited with ${code}:\n${err}`)));
    });
    return await work(port);
  } finally {
    // Its own process group (detached): the renderer and GPU processes end with the browser.
    const exited = new Promise((done) => chrome.once('exit', done));
    if (chrome.exitCode === null && chrome.pid) {
      process.kill(-chrome.pid, 'SIGKILL');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/** Puts a signed-in shopper's tokens in the new browser's storage, as the login screen leaves them. */
async function signIn(port: number, origin: string, tokens: { accessToken: string; refreshToken: string }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((t) => {
      localStorage.setItem('token', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);
    await page.close();
  } finally {
    // Leaves the browser running: only Playwright's connection ends.
    await browser.close();
  }
}

async function lighthouseRun(url: string, signedIn?: () => Promise<{ accessToken: string; refreshToken: string }>) {
  return withChrome(async (port): Promise<Run> => {
    if (signedIn) await signIn(port, new URL(url).origin, await signedIn());
    const result = await lighthouse(
      url,
      // Each run has a new browser profile, so the cache is empty; the storage is kept for the tokens.
      {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(signedIn),
      },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').slice(0, 40) || 'root';
      writeFileSync(join(REPORTS, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    // A run Lighthouse could not finish (a page that never painted in time, say) counts as no run.
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      scriptBytes: scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0),
      scripts: scripts.length,
      benchmark: lhr.environment.benchmarkIndex,
    };
  });
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const min = (xs: number[]) => sorted(xs)[0]!;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---- The run ----

await buildBarePage();
const bare = await serveBarePage();
const bareOrigin = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
// The built server with the demo data, started as the journeys start it.
const app = await startAppServer();
// On a phone the server is another machine; here it shares the two cores with the browser, and its
// answers (PGlite runs in its process) would lengthen the page's tasks as Lighthouse times them, 4×.
// It runs at a lower priority, so the page's main thread comes first; the bare page's server does
// next to nothing.
setPriority(app.pid, 10);
try {
  const origin = app.baseURL;
  const [market] = await call<Array<{ id: string }>>(origin, '/api/markets/GetAllMarkets?search=monday');
  const products = await call<Array<{ id: string; marketName: string }>>(origin, '/api/products?query=millet%20monday');
  const product = products.find((p) => p.marketName === 'Monday') ?? products[0];
  if (!market || !product) throw new Error('the demo data has no Monday market or millet');
  const shopper = await newShopperWithCart(origin, product.id);
  const asShopper = () => logIn(origin, shopper);

  const screens: Array<{ name: string; url: string; signedIn?: typeof asShopper }> = [
    { name: 'bare Vite + React', url: `${bareOrigin}/` },
    { name: '/dashboard', url: `${origin}/dashboard` },
    { name: '/login', url: `${origin}/login` },
    { name: '/faq', url: `${origin}/faq` },
    { name: '/market/:id', url: `${origin}/market/${market.id}` },
    { name: '/products/:id', url: `${origin}/products/${product.id}` },
    { name: '/cart (signed in)', url: `${origin}/cart`, signedIn: asShopper },
    { name: '/price-comparison/:cart', url: `${origin}/price-comparison/${shopper.cartId}`, signedIn: asShopper },
    { name: '/prices/lagos', url: `${origin}/prices/lagos` },
    { name: '/report-price (signed in)', url: `${origin}/report-price`, signedIn: asShopper },
  ];
  process.stdout.write(
    `Lighthouse mobile (simulated slow 4G, 4× CPU), ${RUNS} runs each, performance score min / median;\n` +
      `target ≥ ${TARGET} and within ${WITHIN_BARE} of the bare page. Metrics, script and Lighthouse's\n` +
      `benchmark index of the machine (higher is faster; a busy machine scores low) are medians.\n\n`,
  );
  const head = `${'screen'.padEnd(26)} ${'score'.padStart(9)}  ${'target'.padEnd(10)} FCP     LCP     TBT      CLS    SI      script              machine`;
  process.stdout.write(`${head}\n`);
  let bareMedian = 0;
  for (const screen of screens) {
    if (ONLY && !screen.url.startsWith(bareOrigin) && !ONLY.some((o) => screen.name.includes(o))) continue;
    const runs: Run[] = [];
    const failures: string[] = [];
    // Each screen gets RUNS good runs, with up to RUNS more tries for runs Lighthouse could not finish.
    for (let i = 0; runs.length < RUNS && i < 2 * RUNS; i++) {
      try {
        runs.push(await lighthouseRun(screen.url, screen.signedIn));
      } catch (error) {
        failures.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
      }
    }
    if (runs.length === 0) {
      process.stdout.write(`${screen.name.padEnd(26)} no run finished: ${failures.join('; ')}\n`);
      continue;
    }
    const scores = runs.map((r) => r.score);
    const med = median(scores);
    if (screen.url.startsWith(bareOrigin)) bareMedian = med;
    const ok = med >= TARGET && med >= bareMedian - WITHIN_BARE;
    const verdict = screen.url.startsWith(bareOrigin) ? '(baseline)' : ok ? '✔ within' : '✖ under';
    const kb = median(runs.map((r) => r.scriptBytes)) / 1024;
    process.stdout.write(
      `${screen.name.padEnd(26)} ${`${min(scores)} / ${med}`.padStart(9)}  ${verdict.padEnd(10)} ` +
        `${s(median(runs.map((r) => r.fcp))).padEnd(7)} ${s(median(runs.map((r) => r.lcp))).padEnd(7)} ` +
        `${`${Math.round(median(runs.map((r) => r.tbt)))} ms`.padEnd(8)} ${median(runs.map((r) => r.cls)).toFixed(3)}  ` +
        `${s(median(runs.map((r) => r.si))).padEnd(7)} ${`${kb.toFixed(1)} kB in ${median(runs.map((r) => r.scripts))} files`.padEnd(19)} ` +
        `${Math.round(median(runs.map((r) => r.benchmark)))}` +
        `${failures.length ? `  (${failures.length} run(s) not finished: ${failures[0]})` : ''}\n`,
    );
  }
} finally {
  await app.stop();
  bare.close();
}
