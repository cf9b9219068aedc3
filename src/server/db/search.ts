import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Every word appears in `text` (lower-case), as part of a word (`like`) or with a small typo
 * (pg_trgm's word similarity, `<%`); both are answered by a trigram index on that expression.
 */
export function everyWordIn(text: SQL | Column, words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`(${text} like ${`%${w.replace(/[\\%_]/g, '\\$&')}%`} or ${w} <% ${text})`),
    sql` and `,
  );
}
