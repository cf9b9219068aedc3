import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { uuidv7 } from './ids.js';
import { loggerOptions, redactUrl } from './logger.js';
import { koboToNaira, nairaToKobo } from './money.js';
import { pageWindow, toPage, totalPages } from './pagination.js';

describe('money', () => {
  it('converts naira to integer kobo without float drift', () => {
    expect(nairaToKobo(1312.67)).toBe(131267);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(nairaToKobo(4033.33)).toBe(403333);
    expect(koboToNaira(131267)).toBe(1312.67);
  });

  it('refuses values that are not money', () => {
    expect(() => nairaToKobo(Number.NaN)).toThrow(RangeError);
    expect(() => nairaToKobo(Infinity)).toThrow(RangeError);
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
  });
});

describe('uuidv7', () => {
  it('is a version 7, variant 1 UUID whose prefix is the time', () => {
    const id = uuidv7(0x0190_1234_5678);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.startsWith('01901234-5678')).toBe(true);
  });

  it('sorts by creation time and does not repeat', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => uuidv7(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(1000);
  });
});

describe('pagination', () => {
  it('turns pages into limit/offset and counts pages', () => {
    expect(pageWindow(1, 6)).toEqual({ limit: 6, offset: 0 });
    expect(pageWindow(3, 8)).toEqual({ limit: 8, offset: 16 });
    expect(totalPages(0, 6)).toBe(1);
    expect(totalPages(13, 6)).toBe(3);
  });

  it("builds a page in the contract's shape", () => {
    expect(toPage(['a', 'b'], { page: 2, pageSize: 2, total: 5 })).toEqual({
      items: ['a', 'b'],
      page: 2,
      pageSize: 2,
      total: 5,
      totalPages: 3,
    });
  });
});

describe('AppError', () => {
  it('carries the status of its code', () => {
    expect(new AppError('NOT_FOUND', { id: 'No such market.' }).status).toBe(404);
    expect(new AppError('RATE_LIMITED', { id: 'Slow down.' }).status).toBe(429);
  });
});

/** A logger with the app's options that writes into an array of lines. */
function captureLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino(loggerOptions('info') as pino.LoggerOptions, sink), lines };
}

describe('logging', () => {
  it('redacts secret query values from URLs', () => {
    expect(redactUrl('/api/user/confirm-email?email=a%40b.ng&token=s3cret')).toBe(
      '/api/user/confirm-email?email=a%40b.ng&token=%5Bredacted%5D',
    );
    expect(redactUrl('/api/markets?search=rice')).toBe('/api/markets?search=rice');
  });

  it('redacts authorization headers, cookies, passwords and tokens', () => {
    const { log, lines } = captureLog();
    log.info({
      req: { method: 'GET', url: '/x?token=abc.def.ghi', headers: { cookie: 'sid=1' } },
      headers: { authorization: 'Bearer zzz', cookie: 'sid=2' },
      body: { password: 'hunter22', user: { refreshToken: 'rt-1' } },
      token: 'tok',
    });
    const out = lines.join('');
    for (const secret of ['abc.def.ghi', 'sid=1', 'sid=2', 'Bearer zzz', 'hunter22', 'rt-1', '"tok"']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });

  it("keeps a failed query's parameters out of logged errors", () => {
    const { log, lines } = captureLog();
    const err = Object.assign(
      new Error('Failed query: insert into "app_user" values ($1, $2)\nparams: $argon2id$v=19$secret,amina@example.ng'),
      {
        params: ['$argon2id$v=19$secret', 'amina@example.ng'],
      },
    );
    log.error({ err }, 'unhandled error');
    const out = lines.join('');
    expect(out).toContain('Failed query: insert into');
    expect(out).not.toContain('argon2id');
    expect(out).not.toContain('amina@example.ng');
  });
});
