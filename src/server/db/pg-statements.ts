import type pg from 'pg';

/** Longer texts are not prepared: a bulk insert's is long, and seldom sent twice with as many rows. */
const LONGEST_PREPARED_TEXT = 16_384;
/** At most this many statements are prepared on each connection (PostgreSQL keeps each one's plan). */
const MOST_PREPARED = 400;
/** How many one-off texts are remembered while waiting for a second sending. */
const MOST_REMEMBERED = 5_000;

/**
 * Names the app's repeated statements, so that node-postgres prepares each once per connection and
 * then sends only its parameters (decision record 016): the text of a search page is 3 kB, parsed,
 * analysed and sent over the socket on every request otherwise. A text is named the second time it
 * is sent, when it has parameters and is not too long; the same text always gets the same name.
 * After five runs PostgreSQL may keep a generic plan of it, where that costs no more than planning
 * each run for its values (decision record 016, "Plans kept").
 */
export function statementNames() {
  const names = new Map<string, string>();
  let once = new Set<string>();
  return function nameOf(text: string): string | undefined {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (names.size >= MOST_PREPARED || text.length > LONGEST_PREPARED_TEXT || !text.includes('$1')) return undefined;
    if (!once.has(text)) {
      if (once.size >= MOST_REMEMBERED) once = new Set();
      once.add(text);
      return undefined;
    }
    once.delete(text);
    const name = `kasuwa_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

type QueryConfig = { text?: unknown; name?: unknown };

/** Every query of a pool's connections goes out under its statement's name, when it has one. */
export function prepareRepeatedStatements(pool: pg.Pool): void {
  const nameOf = statementNames();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === 'object' && !('name' in config && (config as QueryConfig).name)) {
        const { text } = config as QueryConfig;
        const name = typeof text === 'string' ? nameOf(text) : undefined;
        if (name) return query({ ...config, name }, ...rest);
      }
      return query(config, ...rest);
    };
  });
}
