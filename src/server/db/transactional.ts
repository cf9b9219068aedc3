import type { Db } from './client.js';

/**
 * A repository made of `queries`, plus `transaction(work)`: the same queries bound to one
 * transaction (`q`), and the transaction itself (`tx`) so another module can write in it (an
 * e-mail into mail's outbox, an order inside a payment's settlement). Inside `work`, use only `q`
 * and `tx`: a query on the outer pool waits for ever on PGlite's one connection.
 * `within(tx)` is the other side: the same queries on a transaction another module opened and
 * handed over, so this module's writes commit or roll back with it.
 */
export function withTransactions<Q extends object>(db: Db, queries: (db: Db) => Q) {
  return {
    ...queries(db),
    transaction<T>(work: (q: Q, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx as unknown as Db), tx as unknown as Db));
    },
    within(tx: Db): Q {
      return queries(tx);
    },
  };
}
