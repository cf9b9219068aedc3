import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';

export interface LimitResult {
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
}

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
      return { allowed: window.count <= max, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
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
  return {
    async hit(key, max, windowMs) {
      try {
        const [count, ttl] = (await options.redis.eval(HIT_SCRIPT, 1, `${options.namespace}${key}`, windowMs)) as [
          number,
          number,
        ];
        return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (err) {
        const now = Date.now();
        if (now - lastReported > 60_000) {
          lastReported = now;
          options.onError(err);
        }
        return fallback.hit(key, max, windowMs);
      }
    },
  };
}
