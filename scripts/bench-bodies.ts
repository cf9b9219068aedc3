// `npm run bench:bodies`: what odd request bodies cost the server. Starts the real server (this
// checkout's, or another's with BENCH_ROOT, so a change can be measured beside the code before it)
// on a fresh PGlite with the demo data, then:
// - the CPU the server spends on a body of almost 1 MB (90,000 short strings) sent to the login
//   route, before any authentication: the server's own CPU time (/proc) over 40 such requests;
// - the p50 of a product read while idle, and while such bodies and 4,000-level nestings arrive
//   100 at once (again each second, once the server has answered): the same reads, side by side.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { summary } from './bench-kit.js';

const root = resolve(process.env.BENCH_ROOT ?? '.');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BAD_CLIENTS = 100;
const READS = Number(process.env.BENCH_READS ?? 100);
/** The reads under bad bodies stop after this long, however slow they are. */
const FLOOD_WINDOW_MS = 60_000;

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** The process's user + system CPU time so far, in milliseconds (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** One request over a fresh connection; resolves with the status (or 0 when the server hung up). */
function send(port: number, method: string, path: string, body?: string): Promise<number> {
  return new Promise((done) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', () => done(0));
    req.end(body);
  });
}

const megabyte = JSON.stringify({
  username: 'amina',
  password: 'x',
  junk: Array.from({ length: 90_000 }, () => 'abcdefgh'),
});
const nested = `{"username":${'['.repeat(4_000)}${']'.repeat(4_000)},"password":"x"}`;

async function start(): Promise<{ child: ChildProcess; port: number; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-bodies-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1_200; i++) {
    if ((await send(port, 'GET', '/api/health')) === 200) return { child, port, dir };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 2 minutes');
}

/** READS product reads one after another (stopping early once `windowMs` has passed). */
async function reads(port: number, path: string, windowMs = Infinity): Promise<number[]> {
  const ms: number[] = [];
  const until = performance.now() + windowMs;
  for (let i = 0; i < READS && performance.now() < until; i++) {
    const t0 = performance.now();
    await send(port, 'GET', path);
    ms.push(performance.now() - t0);
  }
  return ms;
}

const { child, port, dir } = await start();
try {
  const search = await new Promise<string>((done) => {
    httpRequest({ host: '127.0.0.1', port, path: '/api/products?query=rice&limit=1' }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => done(text));
    }).end();
  });
  const productId = (JSON.parse(search) as Array<{ id: string }>)[0]!.id;
  const productPath = `/api/markets/products/${productId}`;
  process.stdout.write(`bench:bodies on ${root}\n`);
  for (let round = 1; round <= ROUNDS; round++) {
    // CPU per 1 MB body, sent one after another, beside a bare health check over a new connection.
    const cpuPer = async (run: () => Promise<number>, statuses: Set<number>) => {
      const before = cpuMs(child.pid!);
      for (let i = 0; i < 40; i++) statuses.add(await run());
      return (cpuMs(child.pid!) - before) / 40;
    };
    const statuses = new Set<number>();
    const perHealth = await cpuPer(() => send(port, 'GET', '/api/health'), new Set());
    const perBody = await cpuPer(() => send(port, 'POST', '/api/user/authenticate', megabyte), statuses);

    const idle = await reads(port, productPath);
    // While the reads run, 100 bad bodies arrive at once (one in ten a deep nesting); the next 100
    // come a second later, or when the server has answered these, whichever is later.
    let flooding = true;
    let floods = 0;
    const flood = (async () => {
      while (flooding) {
        const burst = Array.from({ length: BAD_CLIENTS }, (_, i) =>
          send(port, 'POST', '/api/user/authenticate', i % 10 === 0 ? nested : megabyte),
        );
        floods += BAD_CLIENTS;
        await Promise.all([...burst, new Promise((r) => setTimeout(r, 1_000))]);
      }
    })();
    const underFlood = await reads(port, productPath, FLOOD_WINDOW_MS);
    flooding = false;
    await flood;
    process.stdout.write(
      `round ${round}: 1 MB body: ${perBody.toFixed(2)} ms CPU each (answers ${[...statuses].join(', ')}; ` +
        `a health check: ${perHealth.toFixed(2)} ms); ` +
        `product read idle ${summary(idle)}; while ${BAD_CLIENTS} bad bodies arrive at once (${floods} sent, ` +
        `${underFlood.length} reads) ${summary(underFlood)}\n`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
