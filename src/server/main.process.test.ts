import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './db/client.js';
import { migrationsDir } from './lib/paths.js';
import { startServer } from './testing/server-process.js';

const dirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kasuwa-main-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  child.kill(signal);
}

// A server process starts in seconds, more on a busy machine: each test may take up to a minute.
describe('server process', { timeout: 60_000 }, () => {
  it('stops at start-up with one line of explanation on an invalid config value', async () => {
    const s = startServer({ PORT: 'abc', DATA_DIR: freshDataDir() });
    expect(await s.exited).not.toBe(0);
    const { err } = s.output();
    expect(err.trim()).toBe('Invalid configuration: PORT must be a number');
  });

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    // The server's log says when it has the request and when it has heard the signal. A shutdown
    // still running after SHUTDOWN_TIMEOUT_MS is forced with exit code 1, so exit 0 means it finished.
    const s = startServer({ DATA_DIR: freshDataDir(), LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '10000' });
    const port = await s.ready;

    // A request whose body is still arriving when the signal comes.
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    let response = '';
    socket.on('data', (d) => (response += d));
    const body = JSON.stringify({ name: 'x' });
    socket.write(
      `POST /api/x HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await s.printed(/"msg":"incoming request"[^\n]*"url":"\/api\/x"|"url":"\/api\/x"[^\n]*"msg":"incoming request"/);

    kill(s.child, 'SIGTERM');
    await s.printed(/"signal":"SIGTERM"[^\n]*shutting down/);
    socket.write(body);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));

    const code = await s.exited;
    await closed;
    expect(code).toBe(0);
    expect(response).toMatch(/^HTTP\/1\.1 404/);
    expect(response).toContain('application/problem+json');
  });

  // Node's own request timeout is 300 s: only the configured 1.5 s closes the connection within
  // this test's time limit (a minute, start-up included), so closing at all is the proof.
  it('answers 408 and closes a connection whose body trickles in past the request timeout', async () => {
    const s = startServer({ DATA_DIR: freshDataDir(), REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' });
    const port = await s.ready;
    try {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      let response = '';
      socket.on('data', (d) => (response += d));
      // The server closes while bytes still come: the peer may then reset the connection, which is
      // part of that close, not a failure of the test's client.
      const errors: string[] = [];
      socket.on('error', (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      // One more byte every 200 ms: a slow-body client that never finishes.
      const drip = setInterval(() => socket.writable && socket.write(' '), 200);
      await closed;
      clearInterval(drip);
      expect(response).toMatch(/^HTTP\/1\.1 408/);
      expect(errors.filter((code) => code !== 'ECONNRESET' && code !== 'EPIPE')).toEqual([]);
    } finally {
      kill(s.child, 'SIGTERM');
      await s.exited;
    }
  });

  it('keeps its data directory across restarts', async () => {
    const dataDir = freshDataDir();
    for (let i = 0; i < 2; i++) {
      const s = startServer({ DATA_DIR: dataDir });
      const port = await s.ready;
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
      kill(s.child, 'SIGINT');
      expect(await s.exited).toBe(0);
    }
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const applied = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await database.close();
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(applied).toEqual([{ n: journal.entries.length }]);
  });
});
