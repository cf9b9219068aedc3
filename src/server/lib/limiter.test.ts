import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../config.js';
import { createTestClock } from './clock.js';
import { createMemoryLimiter, createRedisLimiter } from './limiter.js';

const MINUTE = 60_000;

describe('memory limiter', () => {
  it('allows max hits per window and key, says how long to wait, and opens again when the window ends', async () => {
    const clock = createTestClock();
    const limiter = createMemoryLimiter(clock);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('login:a', 3, MINUTE));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.hit('login:b', 3, MINUTE)).allowed).toBe(true);
    clock.advance(MINUTE);
    expect((await limiter.hit('login:a', 3, MINUTE)).allowed).toBe(true);
  });

  it('peeks at a count without adding to it, and clears a key', async () => {
    const limiter = createMemoryLimiter(createTestClock());
    expect((await limiter.peek('fail:a')).count).toBe(0);
    await limiter.hit('fail:a', 5, MINUTE);
    await limiter.hit('fail:a', 5, MINUTE);
    expect((await limiter.peek('fail:a')).count).toBe(2);
    expect((await limiter.peek('fail:a')).count).toBe(2);
    await limiter.clear('fail:a');
    expect((await limiter.peek('fail:a')).count).toBe(0);
  });
});

const redisUrl = testRedisUrl();

describe.runIf(redisUrl)('Redis limiter', () => {
  const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1, lazyConnect: true });
  afterAll(() => redis.disconnect());

  it('counts, peeks and clears in Redis, with the window Redis keeps', async () => {
    const namespace = `kasuwa-test-${randomBytes(4).toString('hex')}:`;
    const limiter = createRedisLimiter({
      redis,
      namespace,
      clock: createTestClock(),
      onError: (err) => {
        throw err;
      },
    });
    expect((await limiter.peek('fail:a')).count).toBe(0);
    await limiter.hit('fail:a', 5, MINUTE);
    await limiter.hit('fail:a', 5, MINUTE);
    const seen = await limiter.peek('fail:a');
    expect(seen.count).toBe(2);
    expect(seen.retryAfterSeconds).toBeGreaterThan(55);
    await limiter.clear('fail:a');
    expect((await limiter.peek('fail:a')).count).toBe(0);
    expect(await redis.keys(`${namespace}*`)).toEqual([]);
  });
});

describe('Redis limiter when Redis cannot be reached', () => {
  // Port 1 on loopback: nothing listens, so every command fails at once.
  const redis = new Redis('redis://127.0.0.1:1', {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  afterAll(() => redis.disconnect());

  it('keeps limits on by counting in memory, and logs the error once', async () => {
    const errors: unknown[] = [];
    const limiter = createRedisLimiter({
      redis,
      namespace: 'test:',
      clock: createTestClock(),
      onError: (err) => errors.push(err),
    });
    const allowed = [];
    for (let i = 0; i < 11; i++) allowed.push((await limiter.hit('login:ip:1', 10, MINUTE)).allowed);
    expect(allowed).toEqual([...Array(10).fill(true), false]);
    expect(errors).toHaveLength(1);
  });
});
