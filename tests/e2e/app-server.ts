import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Account } from './fixtures';

/** The built app as one Playwright worker sees it: its own server, port and data directory. */
export interface AppServer {
  baseURL: string;
  /** The server's process id (a bench lowers its priority). */
  pid: number;
  /** The demo admin the server seeded into its data directory. */
  admin: Account;
  stop(): Promise<void>;
}

/**
 * How long a first start may take on a busy machine: a new database, migrated and seeded with the
 * demo (8 s on a quiet machine, over 45 s on a loaded one).
 */
export const START_TIMEOUT_MS = 120_000;

/** Starts the built server (npm run build first) on a free port with an empty data directory. */
export async function startAppServer(): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-e2e-'));
  const server = spawnServer(dataDir);
  const baseURL = await announcedAddress(server).catch((error: unknown) => {
    // Never leave a half-started server behind the failed worker.
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseURL,
    pid: server.pid!,
    admin: demoAdmin(dataDir),
    stop: async () => {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function spawnServer(dataDir: string): ChildProcess {
  // Its own database in `dataDir`, and its own counters: not a PostgreSQL or Redis named in the
  // caller's environment (`DATABASE_URL=… npm run bench:web` failed on the shared database's demo
  // accounts, made by an earlier start).
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...inherited,
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
}

/** The address the server prints once it listens (PORT 0: the system picked a free port). */
function announcedAddress(server: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${START_TIMEOUT_MS / 1000} s:\n${out}`)),
      START_TIMEOUT_MS,
    );
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
}

function demoAdmin(dataDir: string): Account {
  const demo = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8');
  const admin = /admin\s+username: (\S+)\s+password: (\S+)/.exec(demo);
  if (!admin) throw new Error(`no demo admin in demo-accounts.txt:\n${demo}`);
  return { username: admin[1]!, password: admin[2]!, email: '', firstName: 'Admin', lastName: '' };
}
