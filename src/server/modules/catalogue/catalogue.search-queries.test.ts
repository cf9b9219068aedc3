import { fillPlaceholders } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { type SearchPlan, searchStatement, shapeOf, valuesOf } from './catalogue.search-queries.js';

const dialect = new PgDialect();
const ID = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** Plans that differ in every input a plan has: words and their kinds, items' lacking words, order, page. */
function* plans(): Generator<SearchPlan> {
  const texts = [['shinkafa'], ['shinkafa', 'kano'], ['wake', 'doya', 'ikorodu'], ['shinkfa', 'litinin']];
  const kinds = [
    { fuzzy: false, check: false },
    { fuzzy: true, check: false },
    { fuzzy: false, check: true },
  ];
  for (const words of texts)
    for (const [k, kind] of kinds.entries())
      for (const lacking of [[0], [0, 1], [1, 2, 3]])
        for (const here of [undefined, { latitude: 11.85 + k, longitude: 13.16 }])
          for (const [offset, limit] of [
            [0, 20],
            [20, 20],
            [0, 5],
          ] as const)
            yield {
              words: words.map((word, i) => ({ word, fuzzy: i === 0 && kind.fuzzy, check: i === 0 && kind.check })),
              items: lacking.map((lacks, i) => ({
                id: ID(i + words.length),
                lacks: lacks & ((1 << words.length) - 1),
              })),
              ranked: words.join(' '),
              offset,
              limit,
              order: { staleBefore: new Date(Date.UTC(2026, 4, words.length)), here },
            };
}

describe('the search statement', () => {
  it('has one text for each shape, whatever the values, and every value it asks for', () => {
    const textOf = new Map<string, string>();
    let shapes = 0;
    for (const plan of plans()) {
      const { sql: text, params } = dialect.sqlToQuery(searchStatement(plan));
      const shape = shapeOf(plan);
      if (!textOf.has(shape)) {
        shapes++;
        textOf.set(shape, text);
      }
      expect(text, shape).toBe(textOf.get(shape));
      // Each placeholder has its value, and no value is written into the text.
      const values = fillPlaceholders(params, valuesOf(plan));
      expect(values).not.toContain(undefined);
      for (const w of plan.words) expect(text).not.toContain(w.word);
    }
    // Plans of many shapes, each shape of several plans: a shape that left out an input that changes
    // the text would put two texts under one shape, above.
    expect(shapes).toBeGreaterThan(100);
    expect(new Set(textOf.values()).size).toBeGreaterThan(40);
  });
});
