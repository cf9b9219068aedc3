import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';

interface LimitResult {
  allowed: boolean;
  /** Seconds until the window of this key ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters: `hit(key, max, windowMs)` counts one request for the key and says whether
 * it is still within `max` for the current window. Keys are namespaced by the caller
 * (`login:account:<id>`, `register:ip:<ip>`).
 */
export interface Limiter {
  hit(key: string, max: number, windowMs: number): Promise<LimitResult>;
  /** How many hits the key's current window holds (0 when none), without counting one. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Forgets the key's window (a success that makes earlier failures moot). */
  clear(key: string): Promise<void>;
}

const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counters in this process's memory, timed by the given clock (tests move it). */
export function createMemoryLimiter(clock: Clock): Limiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hitsSinceSweep = 0;
  return {
    async hit(key, max, windowMs) {
      const now = clock.now().getTime();
      // Now and then forget windows that have ended, so unique keys cannot grow memory for ever.
      if (++hitsSinceSweep >= 1_000) {
        hitsSinceSweep = 0;
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= max, retryAfterSeconds: secondsLeft(window.endsAt - now) };
    },
    async peek(key) {
      const now = clock.now().getTime();
      const window = windows.get(key);
      if (!window || window.endsAt <= now) return { count: 0, retryAfterSeconds: 1 };
      return { count: window.count, retryAfterSeconds: secondsLeft(window.endsAt - now) };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/** Counts one hit and starts the window on the first; answers the count and the window's time left. */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { n, ttl }`;

/**
 * Counters in Redis, shared by every instance. If Redis cannot be reached, counting goes on in
 * this process's memory (an error is logged, at most once a minute): limits stay on, per instance.
 */
export function createRedisLimiter(options: {
  redis: Redis;
  namespace: string;
  clock: Clock;
  onError(err: unknown): void;
}): Limiter {
  const fallback = createMemoryLimiter(options.clock);
  let lastReported = 0;
  /** Runs a Redis call; when Redis cannot be reached, the in-memory one instead. */
  async function orInMemory<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    try {
      return await inRedis();
    } catch (err) {
      const now = Date.now();
      if (now - lastReported > 60_000) {
        lastReported = now;
        options.onError(err);
      }
      return inMemory();
    }
  }
  const at = (key: string) => `${options.namespace}${key}`;
  return {
    hit: (key, max, windowMs) =>
      orInMemory(
        async () => {
          const [count, ttl] = (await options.redis.eval(HIT_SCRIPT, 1, at(key), windowMs)) as [number, number];
          return { allowed: count <= max, retryAfterSeconds: secondsLeft(ttl) };
        },
        () => fallback.hit(key, max, windowMs),
      ),
    peek: (key) =>
      orInMemory(
        async () => {
          const [count, ttl] = (await options.redis.multi().get(at(key)).pttl(at(key)).exec())!.map(([err, v]) => {
            if (err) throw err;
            return v;
          }) as [string | null, number];
          return { count: Number(count ?? 0), retryAfterSeconds: secondsLeft(ttl) };
        },
        () => fallback.peek(key),
      ),
    clear: (key) =>
      orInMemory(
        async () => {
          await options.redis.del(at(key));
        },
        () => fallback.clear(key),
      ),
  };
}
