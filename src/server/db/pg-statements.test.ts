import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.js';
import { adminQuery } from '../testing/pg-admin.js';
import { type Database, openDatabase, queryRows } from './client.js';
import { statementNames } from './pg-statements.js';

describe('statement names', () => {
  it('name a text with parameters the second time it is sent, and always with the same name', () => {
    const nameOf = statementNames();
    const text = 'select * from market where id = $1';
    expect(nameOf(text)).toBeUndefined();
    const name = nameOf(text);
    expect(name).toMatch(/^kasuwa_\d+$/);
    expect(nameOf(text)).toBe(name);
    expect(nameOf('select * from product where id = $1')).toBeUndefined();
    expect(nameOf('select * from product where id = $1')).not.toBe(name);
  });

  it('leave unnamed a text without parameters (a migration, a script) or too long to keep', () => {
    const nameOf = statementNames();
    const long = `select $1::text as a, '${'x'.repeat(20_000)}' as b`;
    for (const text of ['create table t (id int)', long]) {
      nameOf(text);
      expect(nameOf(text)).toBeUndefined();
    }
  });

  it('stop naming new texts at the most a connection keeps', () => {
    const nameOf = statementNames();
    const named = new Set<string>();
    for (let i = 0; i < 1_000; i++) {
      const text = `select ${i} where $1::int > 0`;
      nameOf(text);
      const name = nameOf(text);
      if (name) named.add(name);
    }
    expect(named.size).toBe(400);
    expect(nameOf('select 0 where $1::int > 0')).toBe('kasuwa_1'); // what was named keeps its name
  });
});

const serverUrl = testDatabaseUrl();

describe.runIf(serverUrl)('prepared statements on PostgreSQL', () => {
  const dbName = `kasuwa_statements_${randomBytes(4).toString('hex')}`;
  let database: Database;
  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database ${dbName}`);
    const url = Object.assign(new URL(serverUrl!), { pathname: `/${dbName}` }).toString();
    database = await openDatabase({ kind: 'postgres', url, max: 1 });
  });
  afterAll(async () => {
    await database?.close();
    await adminQuery(serverUrl!, `drop database if exists ${dbName} with (force)`);
  });

  const prepared = () =>
    queryRows<{ name: string; statement: string }>(
      database.db,
      sql`select name, statement from pg_prepared_statements`,
    );

  it('prepare a repeated query once and answer it as an unprepared one would', async () => {
    const square = (n: number) => queryRows<{ n: number }>(database.db, sql`select ${n}::int * ${n}::int as n`);
    const answers = [];
    for (const n of [2, 3, 4, -5]) answers.push(await square(n));
    expect(answers).toEqual([[{ n: 4 }], [{ n: 9 }], [{ n: 16 }], [{ n: 25 }]]);
    const statements = await prepared();
    expect(statements.filter((s) => s.statement.includes('* $2::int as n'))).toHaveLength(1);
  });

  it('keep working inside transactions and after a failed statement', async () => {
    await database.db.execute(sql`create table note (id int primary key, body text not null)`);
    const insert = (id: number, body: string | null) =>
      database.db.execute(sql`insert into note (id, body) values (${id}, ${body})`);
    await insert(1, 'one');
    await insert(2, 'two');
    await expect(insert(3, null)).rejects.toMatchObject({ cause: { code: '23502' } }); // not null;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into note (id, body) values (${4}, ${'four'})`);
        await tx.execute(sql`insert into note (id, body) values (${4}, ${'again'})`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } }); // unique
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into note (id, body) values (${5}, ${'five'})`);
    });
    await insert(6, 'six');
    const notes = await queryRows<{ id: number }>(database.db, sql`select id from note order by id`);
    expect(notes.map((n) => n.id)).toEqual([1, 2, 5, 6]);
    expect((await prepared()).some((s) => s.statement.startsWith('insert into note'))).toBe(true);
  });
});
