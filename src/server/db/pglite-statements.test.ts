import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StatementClient, withPreparedStatements } from './pglite-statements.js';

// PGlite-only: the wrapper of PGlite's client that prepares statements (the PostgreSQL project runs
// it too, on its own in-memory PGlite).
let pg: PGlite;
let statements: StatementClient;

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`
    create table thing (id int primary key, name text not null unique, price numeric(12, 2), seen timestamptz,
      day date, active boolean, tags text[], info jsonb, bytes bytea);
  `);
  statements = withPreparedStatements(pg);
});
afterAll(() => pg.close());

describe('prepared statements on PGlite', () => {
  const insert =
    'insert into thing (id, name, price, seen, day, active, tags, info, bytes) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *';
  const values = (id: number) => [
    id,
    `thing ${id}`,
    '1234.50',
    new Date('2026-03-01T10:00:00.000Z'),
    '2026-03-01',
    id % 2 === 0,
    ['a', 'b "c"', 'd,e'],
    { nested: { n: id, text: 'ɗan ƙasa' } },
    new Uint8Array([0, 1, 255]),
  ];

  it('answer what PGlite itself answers, for every type of parameter and column, in both row modes', async () => {
    const mine = await statements.query(insert, values(1));
    const theirs = await pg.query('select * from thing where id = $1', [1]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.affectedRows).toBe(1);
    await pg.query(insert, values(2));
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const text = 'select * from thing where id = any($1::int[]) and name <> $2 order by id';
      const params = [[1, 2], 'none'];
      const a = await statements.query(text, params, options);
      const b = await pg.query(text, params, options);
      expect(a.rows).toEqual(b.rows);
      expect(a.rows).toHaveLength(2);
    }
  });

  it('take null and undefined parameters as NULL, and a parser the caller gives', async () => {
    const r = await statements.query<{ a: null; b: null; day: string }>(
      'select $1::text as a, $2::int as b, $3::date as day',
      [null, undefined, '2026-01-02'],
      { parsers: { 1082: (v: string) => `day ${v}` } },
    );
    expect(r.rows).toEqual([{ a: null, b: null, day: 'day 2026-01-02' }]);
  });

  it('prepare each text once, and keep no more than the most recently used', async () => {
    const few = withPreparedStatements(pg, { max: 2 });
    for (let i = 0; i < 5; i++) await few.query('select $1::int + 1 as n', [i]);
    expect(few.prepared).toBe(1);
    const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
    for (const text of texts) await few.query(text);
    expect(few.prepared).toBe(2);
    // The first texts were closed; asked again, they are prepared again and still answer.
    expect((await few.query('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    expect((await few.query<{ n: number }>(texts[0]!)).rows).toEqual([{ n: 1 }]);
    expect(few.prepared).toBe(2);
  });

  it("reject as PGlite does, with the statement attached, and nothing is prepared from a statement that doesn't parse", async () => {
    const before = statements.prepared;
    await expect(statements.query('selec 1')).rejects.toMatchObject({ code: '42601', query: 'selec 1' });
    expect(statements.prepared).toBe(before);
    // A constraint error leaves the statement usable.
    await expect(statements.query(insert, values(1))).rejects.toMatchObject({ code: '23505', params: values(1) });
    const again = await statements.query(insert, values(3));
    expect(again.rows).toHaveLength(1);
  });

  it('commit with the transaction, roll back with it, and work again after a rolled-back one', async () => {
    const rename = 'update thing set name = $2 where id = $1';
    const nameOf = async (id: number) =>
      (await statements.query<{ name: string }>('select name from thing where id = $1', [id])).rows[0]?.name;
    await statements.transaction(async (tx) => {
      await tx.query(rename, [1, 'renamed']);
      expect((await tx.query<{ name: string }>('select name from thing where id = $1', [1])).rows[0]?.name).toBe(
        'renamed',
      );
    });
    expect(await nameOf(1)).toBe('renamed');

    await expect(
      statements.transaction(async (tx) => {
        await tx.query(rename, [1, 'lost']);
        await tx.query('select $1::int / 0 as never', [1]);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await nameOf(1)).toBe('renamed');
    // The statements prepared inside the rolled-back transaction outlive it.
    await statements.query(rename, [1, 'kept']);
    expect(await nameOf(1)).toBe('kept');
    expect((await statements.query('select $1::int / 1 as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('make a statement outside a transaction wait until the transaction ends', async () => {
    let committed = false;
    let outside: Promise<unknown> = Promise.resolve();
    await statements.transaction(async (tx) => {
      await tx.query('update thing set price = $2 where id = $1', [2, '9.99']);
      outside = statements
        .query<{ price: string }>('select price from thing where id = $1', [2])
        .then((r) => ({ price: r.rows[0]!.price, committed }));
      await tx.query('select 1');
      committed = true;
    });
    expect(await outside).toEqual({ price: '9.99', committed: true });
  });

  it('prepare a statement again when its table changed shape since', async () => {
    await pg.exec('create table shape (a int); insert into shape values (1)');
    expect((await statements.query('select * from shape')).rows).toEqual([{ a: 1 }]);
    await pg.exec('alter table shape add column b text default $$x$$');
    expect((await statements.query('select * from shape')).rows).toEqual([{ a: 1, b: 'x' }]);
    await pg.exec('drop table shape; create table shape (c int); insert into shape values (3)');
    expect((await statements.query('select * from shape')).rows).toEqual([{ c: 3 }]);
  });
});
