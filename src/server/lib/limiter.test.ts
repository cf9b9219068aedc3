import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
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
