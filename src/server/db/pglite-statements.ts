import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * What drizzle's PGlite driver calls on its client: `query` for every statement, `transaction`
 * for a transaction (whose `query` it then calls).
 */
export interface StatementClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** How many statements are prepared now (for tests). */
  readonly prepared: number;
}

interface Prepared {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when the statement was prepared. */
  paramTypes: number[];
}

const { serialize } = protocol;

/** Statement names are numbered for the whole process: two clients on one PGlite never share one. */
let named = 0;

/**
 * A prepared statement that no longer fits its text: its tables changed shape since (`cached plan
 * must not change result type`), or it was deallocated.
 */
function isStale(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  return code === '26000' || (code === '0A000' && /cached plan/.test(message ?? ''));
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** The error as PGlite's own query() gives it: with the statement and its parameters attached. */
function withStatement(err: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (err && typeof err === 'object' && 'code' in err)
    Object.assign(err, { query: text, params, queryOptions: options });
  return err;
}

/**
 * PGlite with its repeated statements prepared once. PGlite's `query()` parses, describes, plans
 * and runs every statement anew, in five calls into the database (parse, describe, bind, describe,
 * execute) and a sixth to sync. Here each statement text is prepared once, by name, with the types
 * of its parameters; every later run is one call (bind, describe, execute, sync) that skips parsing
 * and analysing it. The app's statements are a few hundred texts run again and again, so the last
 * `max` used are kept and the oldest is closed.
 *
 * It keeps PGlite's own rules: a statement outside a transaction waits for any transaction to end,
 * one inside runs on the transaction's turn, errors are PGlite's (with the statement attached), and
 * the files are synced after a statement outside a transaction. A prepared statement outlives a
 * rolled-back transaction (PostgreSQL's statements are not transactional), and one whose tables
 * changed shape since is prepared again. Statements with a blob (COPY to a file) go to PGlite.
 */
export function withPreparedStatements(pg: PGlite, { max = 500 }: { max?: number } = {}): StatementClient {
  const statements = new Map<string, Prepared>();

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the first in the map is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `kasuwa_${++named}`;
    const described = await pg.execProtocolStream(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, prepared);
    if (statements.size > max) {
      const [oldText, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldText);
      await pg.execProtocolStream(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), {
        syncToFs: false,
      });
    }
    return prepared;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await prepare(text, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const messages = await pg.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
      return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
    } catch (err) {
      if (isStale(err)) statements.delete(text);
      throw err;
    }
  }

  /** One statement on the database's turn; `inTransaction` when it runs on a transaction's. */
  async function statement<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return pg._runExclusiveQuery(async () => {
      try {
        return await run<T>(text, params, options);
      } catch (err) {
        // A statement prepared before its tables changed is prepared again, once, where no
        // transaction was aborted by it.
        if (!inTransaction && isStale(err)) return await run<T>(text, params, options);
        throw withStatement(err, text, params, options);
      } finally {
        if (!inTransaction) await pg.syncToFs();
      }
    });
  }

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      if (options?.blob) return pg.query<T>(text, params, options);
      await pg._checkReady();
      return pg._runExclusiveTransaction(() => statement<T>(text, params, options, false));
    },
    transaction<T>(work: (tx: Transaction) => Promise<T>) {
      return pg.transaction((tx) =>
        work({
          query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            if (options?.blob) return tx.query<R>(text, params, options);
            return statement<R>(text, params, options, true);
          },
          sql: tx.sql.bind(tx),
          exec: tx.exec.bind(tx),
          rollback: tx.rollback.bind(tx),
          listen: tx.listen.bind(tx),
          get closed() {
            return tx.closed;
          },
        }),
      );
    },
    get prepared() {
      return statements.size;
    },
  };
}
