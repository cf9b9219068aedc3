/** Time source passed to services so tests can fix "now". */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock for tests: it runs with real time, and `advance()` moves it ahead at once (a token
 * expires, a link gets old, a scheduled job falls due). Listeners hear every advance; the
 * in-process job queue uses that to run scheduled jobs.
 */
export interface TestClock extends Clock {
  advance(ms: number): Date;
  /** Back to real time (offset 0). */
  reset(): void;
  /** `listener(from, to)` after each advance: the moments the jump skipped over. */
  onAdvance(listener: (from: Date, to: Date) => void): void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  const listeners: Array<(from: Date, to: Date) => void> = [];
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance(ms) {
      if (!(ms >= 0)) throw new Error('a test clock only moves forward');
      const from = now();
      offsetMs += ms;
      const at = now();
      for (const listener of listeners) listener(from, at);
      return at;
    },
    reset() {
      offsetMs = 0;
    },
    onAdvance(listener) {
      listeners.push(listener);
    },
  };
}
