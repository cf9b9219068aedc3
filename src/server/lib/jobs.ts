import type PgBoss from 'pg-boss';

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

/**
 * Background work: modules register handlers while the app is built (no timers start), and
 * send jobs from services. main.ts runs them on pg-boss; tests run them in-process.
 */
export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string }): Promise<void>;
  work<T>(name: string, handler: JobHandler<T>): void;
}

/** Retries with exponential backoff: 5 more tries, starting 10 s apart. */
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;

/** pg-boss behind the JobQueue interface; workers start only when start() is called. */
export function createPgBossJobs(boss: PgBoss) {
  const handlers = new Map<string, JobHandler<never>>();
  return {
    async send(name, data, options) {
      await boss.send(name, data, {
        ...RETRY,
        ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    work(name, handler) {
      handlers.set(name, handler as JobHandler<never>);
    },
    /** Creates the queues and starts one worker per registered job. */
    async start() {
      for (const [name, handler] of handlers) {
        await boss.createQueue(name);
        await boss.work(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
          for (const job of jobs) await handler(job.data as never);
        });
      }
    },
  } satisfies JobQueue & { start(): Promise<void> };
}

/**
 * Runs each job in this process right after it is sent (tests, and the CLI); `idle()` waits for
 * all of them. A failing job is kept in `failures` instead of being retried.
 */
export function createInlineJobs() {
  const handlers = new Map<string, JobHandler<never>>();
  const running = new Set<Promise<void>>();
  const failures: Array<{ name: string; error: unknown }> = [];
  return {
    failures,
    async send(name, data) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`no handler for job ${name}`);
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handler(data as never))
        .catch((error: unknown) => {
          failures.push({ name, error });
        })
        .finally(() => running.delete(run));
      running.add(run);
    },
    work(name, handler) {
      handlers.set(name, handler as JobHandler<never>);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  } satisfies JobQueue & { idle(): Promise<void>; failures: unknown[] };
}

export type InlineJobs = ReturnType<typeof createInlineJobs>;
