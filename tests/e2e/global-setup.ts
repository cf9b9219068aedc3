import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts the built server (npm run build first) on a free port with an empty data directory. */
export default async function globalSetup() {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    throw new Error('The app is not built: run `npm run build` (npm run test:e2e does) first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The tests play many shoppers: each sends its own X-Forwarded-For (fixtures.ts).
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });

  const baseURL = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${out}`)), 60_000);
    server.stdout?.on('data', (chunk) => {
      out += chunk;
      const m = /Kasuwa is running at (http:\/\/localhost:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1].replace('localhost', '127.0.0.1'));
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  // Workers read the address and the demo admin's login from here (see fixtures.ts).
  process.env.KASUWA_E2E_URL = baseURL;
  const demo = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8');
  const admin = /admin\s+username: (\S+)\s+password: (\S+)/.exec(demo);
  if (!admin) throw new Error(`no demo admin in demo-accounts.txt:\n${demo}`);
  process.env.KASUWA_E2E_ADMIN = JSON.stringify({ username: admin[1], password: admin[2] });

  return async () => {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
