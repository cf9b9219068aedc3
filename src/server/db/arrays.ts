import { type SQL, sql } from 'drizzle-orm';

type ArrayType = 'uuid' | 'text' | 'int' | 'bigint' | 'float8' | 'timestamptz' | 'date';

/**
 * A list as ONE parameter, a Postgres array (for `unnest(...)` bulk writes and `= any(...)`).
 * Drizzle spreads a list into one parameter per value, and building such a statement for thousands
 * of rows costs more CPU than the database spends running it. Dates travel as ISO strings.
 */
export function pgArray(values: ReadonlyArray<string | number | Date | null>, type: ArrayType): SQL {
  return sql`${sql.param(values.map((v) => (v instanceof Date ? v.toISOString() : v)))}::${sql.raw(type)}[]`;
}

/**
 * Rows as a set of columns for `insert ... select ... from ${unnestRows(...)}` or a `from` of an
 * update: one array parameter per column, `unnest(...) as alias(column, ...)`.
 */
export function unnestRows<Row>(
  alias: string,
  rows: readonly Row[],
  columns: Record<string, [ArrayType, (row: Row) => string | number | Date | null]>,
): SQL {
  const names = Object.keys(columns);
  return sql`unnest(${sql.join(
    names.map((name) => pgArray(rows.map(columns[name]![1]), columns[name]![0])),
    sql`, `,
  )}) as ${sql.raw(alias)}(${sql.raw(names.join(', '))})`;
}
