import cronParser from 'cron-parser';
import type PgBoss from 'pg-boss';
import type { TestClock } from './clock.js';

type JobHandler<T = unknown> = (data: T) => Promise<void>;

/** How a worker takes jobs: up to `batchSize` per fetch, `concurrency` of them running at once. */
export interface WorkOptions {
  batchSize?: number;
  concurrency?: number;
}

const DEFAULT_WORK: Required<WorkOptions> = { batchSize: 10, concurrency: 5 };
/** pg-boss's shortest polling interval: a worker asks for more jobs twice a second. */
const POLLING_INTERVAL_SECONDS = 0.5;

/**
 * Background work. Each module's `register<Domain>Jobs(jobs, service)` declares its handlers and
 * schedules, called from the composition root (services.ts) while nothing runs yet; services only
 * `send`. Payloads carry ids, never secrets or hashes: they sit in the queue's tables.
 * main.ts runs them on pg-boss; tests run them in-process.
 */
export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string }): Promise<void>;
  /** Declares the one handler of a job name; a second handler for the same name throws. */
  work<T>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /** Runs the (already declared) job `name` on a cron schedule, e.g. '15 3 * * *' = 03:15 every day (UTC). */
  schedule(name: string, cron: string): void;
}

/** Retries with exponential backoff: 5 more tries, starting 10 s apart. */
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;

/** Handlers and schedules by name, shared by both queues: one handler per name, schedules only of known jobs. */
function registry() {
  const handlers = new Map<string, { handler: JobHandler<never>; options: Required<WorkOptions> }>();
  const schedules = new Map<string, string>();
  return {
    handlers,
    schedules,
    work(name: string, handler: JobHandler<never>, options: WorkOptions = {}) {
      if (handlers.has(name)) throw new Error(`job ${name} already has a handler`);
      handlers.set(name, { handler, options: { ...DEFAULT_WORK, ...options } });
    },
    schedule(name: string, cron: string) {
      if (!handlers.has(name)) throw new Error(`job ${name} has no handler to schedule`);
      if (schedules.has(name)) throw new Error(`job ${name} is already scheduled`);
      cronParser.parseExpression(cron); // throws on a malformed expression, at start-up
      schedules.set(name, cron);
    },
  };
}

/** Runs `task` over `items`, at most `concurrency` at a time; answers the items that threw. */
async function runAll<T>(
  items: T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<Array<{ item: T; error: unknown }>> {
  const failed: Array<{ item: T; error: unknown }> = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        failed.push({ item, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return failed;
}

/** pg-boss behind the JobQueue interface; workers and schedules start only when start() is called. */
export function createPgBossJobs(boss: PgBoss) {
  const jobs = registry();
  return {
    async send(name, data, options?: { singletonKey?: string }) {
      await boss.send(name, data, {
        ...RETRY,
        ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    work: (name, handler, options?: WorkOptions) => jobs.work(name, handler as JobHandler<never>, options),
    schedule: (name, cron) => jobs.schedule(name, cron),
    /** Creates the queues, starts one worker per job and (re)writes the schedules. */
    async start() {
      for (const [name, { handler, options }] of jobs.handlers) {
        await boss.createQueue(name);
        const workOptions = { batchSize: options.batchSize, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS };
        await boss.work(name, workOptions, async (batch) => {
          // Each job of the batch succeeds or fails on its own: failed ones are handed back for a
          // retry, and pg-boss completes the rest when this returns.
          const failed = await runAll(batch, options.concurrency, (job) => handler(job.data as never));
          for (const { item, error } of failed) await boss.fail(name, item.id, { message: String(error) });
        });
      }
      for (const [name, cron] of jobs.schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
  } satisfies JobQueue & { start(): Promise<void> };
}

/**
 * Runs each job in this process right after it is sent (tests, and the CLI); `idle()` waits for
 * all of them. A failing job is kept in `failures` instead of being retried. Scheduled jobs run
 * when the given test clock is advanced past their time.
 */
export function createInlineJobs(options: { clock?: TestClock } = {}) {
  const jobs = registry();
  const running = new Set<Promise<void>>();
  const failures: Array<{ name: string; error: unknown }> = [];

  const queue = {
    failures,
    async send(name, data) {
      const registered = jobs.handlers.get(name);
      if (!registered) throw new Error(`no handler for job ${name}`);
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => registered.handler(data as never))
        .catch((error: unknown) => {
          failures.push({ name, error });
        })
        .finally(() => running.delete(run));
      running.add(run);
    },
    work: (name, handler, options?: WorkOptions) => jobs.work(name, handler as JobHandler<never>, options),
    schedule: (name, cron) => jobs.schedule(name, cron),
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  } satisfies JobQueue & { idle(): Promise<void>; failures: unknown[] };

  // The jobs that fell due in the moments an advance skipped over: a test's time only jumps there
  // (between jumps, and after a reset to real time, no scheduled job runs).
  options.clock?.onAdvance((from, to) => {
    for (const [name, cron] of jobs.schedules) {
      const times = cronParser.parseExpression(cron, { currentDate: from, endDate: to, tz: 'UTC' });
      // Like pg-boss after a pause, a job that fell due several times runs once.
      if (times.hasNext()) void queue.send(name, {});
    }
  });
  return queue;
}

export type InlineJobs = ReturnType<typeof createInlineJobs>;
