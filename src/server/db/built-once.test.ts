import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-db.js';
import { builtOnce } from './built-once.js';
import { type Database, queryRows } from './client.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A plan: how many numbers the statement adds up (its shape). */
type Plan = { count: number };

describe('builtOnce', () => {
  it('writes a shape’s text once and runs it with each plan’s values', async () => {
    let written = 0;
    const statement = builtOnce(
      (plan: Plan) => String(plan.count),
      (plan: Plan): SQL => {
        written++;
        const terms = Array.from({ length: plan.count }, (_, i) => sql`${sql.placeholder(`n${i}`)}::int`);
        return sql`select ${sql.join(terms, sql` + `)} as total, ${sql.placeholder('label')}::text as label`;
      },
    );
    const run = async (plan: Plan, values: Record<string, unknown>) =>
      (await queryRows<{ total: number; label: string }>(database.db, statement(plan, values)))[0];

    expect(await run({ count: 2 }, { n0: 1, n1: 2, label: 'first' })).toEqual({ total: 3, label: 'first' });
    expect(await run({ count: 2 }, { n0: 40, n1: 2, label: 'second' })).toEqual({ total: 42, label: 'second' });
    expect(written).toBe(1);
    expect(await run({ count: 3 }, { n0: 1, n1: 1, n2: 1, label: 'third' })).toEqual({ total: 3, label: 'third' });
    expect(written).toBe(2);

    const dialect = new PgDialect();
    const a = dialect.sqlToQuery(statement({ count: 2 }, { n0: 5, n1: 6, label: 'x' }));
    const b = dialect.sqlToQuery(statement({ count: 2 }, { n0: 7, n1: 8, label: 'y' }));
    // The same text, not only equal: the driver finds its prepared statement without reading it again.
    expect(Object.is(a.sql, b.sql)).toBe(true);
    expect(a.params).toEqual([5, 6, 'x']);
    expect(b.params).toEqual([7, 8, 'y']);
  });

  it('refuses a run that leaves a value out', () => {
    const statement = builtOnce(
      () => 'one',
      () => sql`select ${sql.placeholder('a')}::int`,
    );
    expect(() => statement(undefined, {})).toThrow(/placeholder "a"/);
  });
});
