/**
 * Work that only one process may do at a time, named (`source-refresh:wfp`, `demo-seed`). On
 * PostgreSQL the lock is the database's (an advisory lock), so it holds across every instance on
 * the database, and a process that dies lets go of it with its connection; on PGlite there is one
 * process, and the lock is in its memory (createLocalLocks).
 */
export interface Locks {
  /** Runs `work` holding the named lock, waiting for it first. */
  holding<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Runs `work` holding the named lock if nobody holds it; otherwise answers `busy` at once. */
  tryHolding<T>(name: string, work: () => Promise<T>): Promise<{ busy: false; value: T } | { busy: true }>;
}

/** Locks in this process's memory: enough when one process uses the database (PGlite, a CLI). */
export function createLocalLocks(): Locks {
  /** Each held name with the end of the last work queued on it. */
  const tails = new Map<string, Promise<unknown>>();
  async function holding<T>(name: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(name) ?? Promise.resolve();
    const run = before.catch(() => {}).then(work);
    const tail = run.catch(() => {});
    tails.set(name, tail);
    try {
      return await run;
    } finally {
      if (tails.get(name) === tail) tails.delete(name);
    }
  }
  return {
    holding,
    async tryHolding(name, work) {
      if (tails.has(name)) return { busy: true };
      return { busy: false, value: await holding(name, work) };
    },
  };
}
