import { type Column, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from './client.js';

/** A search word, and whether it is matched with a small typo allowed (it appears nowhere as typed). */
export interface SearchWord {
  word: string;
  fuzzy: boolean;
  /** Other words that count as this one (its synonyms, or what a misspelt word was respelt to), best first. */
  alike?: string[];
}

/** The `like` pattern of a word: anywhere in the text, its `%`, `_` and backslash taken as typed. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * One word in `text`, by everyWordIn's rule: a fuzzy word by similarity (`<%`, its `word`), any other as
 * part of a word (`like`, its `pattern`). The values are the word's own, or placeholders of a
 * statement whose text is built once (db/built-once.ts).
 */
export function wordIn(text: SQL | Column, fuzzy: boolean, value: { word: unknown; pattern: unknown }): SQL {
  return fuzzy ? sql`${value.word} <% ${text}` : sql`${text} like ${value.pattern}`;
}

/**
 * Every word appears in `text` (lower-case): as part of a word (`like`), or for a fuzzy word with a
 * small typo (pg_trgm's word similarity, `<%`), or one of its `alike` words as part of a word. All are
 * answered by a trigram index on that expression.
 */
export function everyWordIn(text: SQL | Column, words: SearchWord[]): SQL {
  return sql.join(
    words.map(({ word, fuzzy, alike = [] }) => {
      const typed = wordIn(text, fuzzy, { word, pattern: likePattern(word) });
      return alike.length
        ? sql`(${sql.join([typed, ...alike.map((a) => sql`${text} like ${likePattern(a)}`)], sql` or `)})`
        : typed;
    }),
    sql` and `,
  );
}

/**
 * Which words to match with a typo allowed: those that appear as typed in none of the `places`
 * (each a query answering rows whose text holds the `like` pattern). "tomatoe" is found as typed in
 * "tomatoes"; "tomatos" is not, so it is matched by similarity. Matching typed words exactly keeps
 * results precise and cheap: similarity is computed only for the rare word that needs it.
 */
export async function typedOrFuzzy(
  db: Db,
  words: string[],
  places: Array<(pattern: string) => SQL>,
): Promise<SearchWord[]> {
  if (!words.length) return [];
  const typed = await queryRows<{ i: number }>(
    db,
    sql.join(
      words.map(
        (w, i) =>
          // Materialized: the planner then reads the trigram index rather than scanning "until one".
          sql`(select ${i}::int as i where ${sql.join(
            places.map((place) => sql`exists (with hit as materialized (${place(likePattern(w))}) select 1 from hit)`),
            sql` or `,
          )})`,
      ),
      sql` union all `,
    ),
  );
  const found = new Set(typed.map((r) => r.i));
  return words.map((word, i) => ({ word, fuzzy: !found.has(i) }));
}
