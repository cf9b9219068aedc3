import { fillPlaceholders, type Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** How drizzle writes a statement's text for PostgreSQL and PGlite alike. */
const dialect = new PgDialect();

/** A statement whose text was written before, with this run's values. */
class Written extends SQL {
  constructor(private readonly query: Query) {
    super([]);
  }

  override toQuery(): Query {
    return this.query;
  }
}

/** How many shapes a statement keeps the text of; past it, the oldest is written again when next asked. */
const MOST_SHAPES = 200;

/**
 * A long statement whose text is written once for each shape, then run with each plan's values
 * (decision record 016, "Text written once"). Drizzle writes a statement's text from its parts on
 * every run: for the search page's statement that cost more of a request's CPU than PostgreSQL's
 * run of it, and the driver then had to read the whole new text again to find its prepared
 * statement. `build` writes the statement with `sql.placeholder(name)` for every value, so that
 * its text depends only on `shapeOf(plan)`; each run's values are named in `values`.
 */
export function builtOnce<Plan>(shapeOf: (plan: Plan) => string, build: (plan: Plan) => SQL) {
  const written = new Map<string, Query>();
  return (plan: Plan, values: Record<string, unknown>): SQL => {
    const shape = shapeOf(plan);
    let query = written.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(build(plan));
      if (written.size >= MOST_SHAPES) written.delete(written.keys().next().value!);
      written.set(shape, query);
    }
    return new Written({ sql: query.sql, params: fillPlaceholders(query.params, values) });
  };
}
