import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../config.js';
import { givenUser, newPerson } from '../../testing/factories.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { expectProblem } from '../../testing/problems.js';

/** `n` wrong logins from one address, each for another username (so only the per-address limit counts). */
async function loginAttempts(t: TestApp, n: number, username: string, ip: string) {
  const codes: number[] = [];
  let last;
  for (let i = 0; i < n; i++) {
    last = await t.app.inject({
      method: 'POST',
      url: '/api/user/authenticate',
      payload: { username: `${username}_${i}`, password: 'wrong-password-here' },
      remoteAddress: ip,
    });
    codes.push(last.statusCode);
  }
  return { codes, last: last! };
}

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('the 11th login attempt from one address in a minute gets 429 with Retry-After', async () => {
    const { codes, last } = await loginAttempts(t, 11, 'someone', '127.9.0.1');
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    expect(last.headers['content-type']).toMatch(/problem\+json/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().code).toBe('RATE_LIMITED');
  });

  const login = (username: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/authenticate', payload: { username, password }, remoteAddress: ip });

  it('nobody can lock an account: after 10 wrong passwords from 10 addresses, the owner logs in from an eleventh', async () => {
    const admin = await givenUser(t, { role: 'admin' });
    for (let i = 0; i < 10; i++) {
      expect((await login(admin.userName, 'guess-guess-guess', `127.9.1.${i + 1}`)).statusCode).toBe(401);
    }
    const owner = await login(admin.userName, admin.password, '127.9.1.11');
    expect(owner.statusCode, owner.body).toBe(200);
    // Under attack, a guessing address gets 2 tries, not 5; a fresh address still has its password checked.
    expect((await login(admin.userName, 'guess-again-here', '127.9.1.1')).statusCode).toBe(401);
    expect((await login(admin.userName, 'guess-third-time', '127.9.1.1')).statusCode).toBe(429);
    expect((await login(admin.userName, admin.password, '127.9.1.12')).statusCode).toBe(200);
  });

  it('an address that sent 5 wrong passwords for an account waits (429, Retry-After), even with the right one; the owner elsewhere does not', async () => {
    const u = await givenUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(u.userName, `wrong-password-${i}`, '127.9.7.1')).statusCode);
    expect(codes).toEqual(Array(5).fill(401));
    const blocked = expectProblem(await login(u.userName, u.password, '127.9.7.1'), 429, 'RATE_LIMITED');
    expect(blocked).toBeDefined();
    const again = await login(u.userName, u.password, '127.9.7.1');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login(u.userName, u.password, '127.9.7.2')).statusCode).toBe(200);
    // An address's typos are forgiven once it logs in: four, the right password, then four more tries.
    const v = await givenUser(t);
    for (let i = 0; i < 4; i++) expect((await login(v.userName, `typo-${i}-here`, '127.9.7.3')).statusCode).toBe(401);
    expect((await login(v.userName, v.password, '127.9.7.3')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(v.userName, `typo-${i}-again`, '127.9.7.3')).statusCode).toBe(401);
    expect((await login(v.userName, v.password, '127.9.7.3')).statusCode).toBe(200);
    // Fifteen minutes on, the waiting address may try again.
    await t.clock.advance(15 * 60 * 1000);
    expect((await login(u.userName, u.password, '127.9.7.1')).statusCode).toBe(200);
  });

  it('the 6th reset e-mail for one address in an hour gets 429, and no 6th mail is sent', async () => {
    const u = await givenUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/User/send-reset-email/${encodeURIComponent(u.email)}`,
        remoteAddress: `127.9.2.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    await t.settle();
    expect(t.sent.filter((m) => m.to === u.email && m.subject.includes('Reset'))).toHaveLength(5);
  });

  it("one account has one failure counter per address: its username in any case, its e-mail, and the database's spellings of them", async () => {
    const u = await givenUser(t);
    const spellings = [u.userName, u.userName.toUpperCase(), u.email, u.email.toUpperCase()];
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await login(spellings[i % spellings.length]!, 'not-the-password', '127.9.4.1')).statusCode);
    expect(codes).toEqual(Array(5).fill(401));
    // That address waits for every spelling, the right password included…
    for (const name of [...spellings, u.userName.replace(/i/g, 'İ')]) {
      const res = await login(name, u.password, '127.9.4.1');
      expect(res.statusCode, name).not.toBe(200);
    }
    for (const name of spellings) expect((await login(name, u.password, '127.9.4.1')).statusCode, name).toBe(429);
    // …and the owner, from another address, logs in with any of them.
    for (const name of spellings) expect((await login(name, u.password, '127.9.4.2')).statusCode, name).toBe(200);
  });

  it('one account has one reset-mail budget, however its address is written', async () => {
    const u = await givenUser(t);
    const [local, domain] = u.email.split('@') as [string, string];
    const spellings = [
      u.email,
      u.email.toUpperCase(),
      `${local.toUpperCase()}@${domain}`,
      ` ${u.email} `,
      u.email,
      u.email,
    ];
    const codes: number[] = [];
    for (const [i, email] of spellings.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/User/send-reset-email/${encodeURIComponent(email)}`,
        remoteAddress: `127.9.5.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    await t.settle();
    expect(t.sent.filter((m) => m.to === u.email && m.subject.includes('Reset'))).toHaveLength(5);
  });

  it('"you already have an account" e-mails obey the per-account limit', async () => {
    const u = await givenUser(t);
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: newPerson({ email: i % 2 ? u.email.toUpperCase() : u.email }),
        remoteAddress: `127.9.6.${i + 1}`,
      });
      expect(res.statusCode).toBe(202);
    }
    await t.settle();
    expect(t.sent.filter((m) => m.to === u.email && m.subject === 'You already have a Kasuwa account')).toHaveLength(5);
  });

  it('the 6th reactivation request for one address in an hour gets 429', async () => {
    const email = newPerson().email;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/reactivation-email?email=${encodeURIComponent(email)}`,
        remoteAddress: `127.9.3.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('the client address behind a reverse proxy', () => {
  /** `n` wrong logins arriving from the proxy at `proxy`, each saying X-Forwarded-For `forwarded(i)`. */
  async function throughProxy(t: TestApp, n: number, forwarded: (i: number) => string, proxy = '10.0.0.5') {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/authenticate',
        payload: { username: `proxied_${i}`, password: 'wrong-password-here' },
        headers: { 'x-forwarded-for': forwarded(i) },
        remoteAddress: proxy,
      });
      codes.push(res.statusCode);
    }
    return codes;
  }

  it('by default X-Forwarded-For is not believed: every client counts as the proxy, and the log says to set TRUST_PROXY, once', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const t = await buildTestApp({ logger });
    try {
      // Eleven clients (or one client naming itself eleven ways): one limit, the proxy's.
      expect(await throughProxy(t, 11, (i) => `198.51.100.${i + 1}`)).toEqual([...Array(10).fill(401), 429]);
      const told = lines
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => /TRUST_PROXY/.test(l.msg));
      expect(told).toHaveLength(1);
      expect(told[0]!.msg).toMatch(/set TRUST_PROXY to the number of proxies/);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY=1 the address the proxy saw is the client: what a client puts before it changes nothing', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      // A client naming a new address each time, in front of the one the proxy adds.
      expect(await throughProxy(t, 11, (i) => `203.0.113.${i + 1}, 198.51.100.50`)).toEqual([
        ...Array(10).fill(401),
        429,
      ]);
      // Another client behind the same proxy has its own limit.
      expect(await throughProxy(t, 1, () => '198.51.100.51')).toEqual([401]);
    } finally {
      await t.close();
    }
  });
});

const redisUrl = testRedisUrl();

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let redis: Redis;
  let a: TestApp;
  let b: TestApp;
  const namespace = `kasuwa-test-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    a = await buildTestApp({ redis, rateLimitNamespace: namespace });
    b = await buildTestApp({ redis, rateLimitNamespace: namespace, database: a.database });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length) await redis.del(...keys);
    await b.close();
    await a.close();
    redis.disconnect();
  });

  it('two instances count one login limit together', async () => {
    const first = await loginAttempts(a, 6, 'shared_user', '127.8.0.1');
    const second = await loginAttempts(b, 5, 'shared_user', '127.8.0.1');
    expect(first.codes).toEqual(Array(6).fill(401));
    expect(second.codes).toEqual([401, 401, 401, 401, 429]);
    expect(Number(second.last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await redis.keys(`${namespace}*`)).length).toBeGreaterThan(0);
  });
});
