import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CartSchema } from '../../contract/cart';
import { ProductListSchema } from '../../contract/catalogue';
import { ProblemDetailsSchema } from '../../contract/common';
import { SourceListSchema } from '../../contract/sources';
import { UnreadCountSchema } from '../../contract/watchlist';
import { sampleCart, sampleProduct } from '../testing/fixtures';
import type { Schema } from './check';
import { CartCheck, ProblemCheck, ProductListCheck, SourceListCheck, UnreadCountCheck } from './shell-answers';

const source = {
  key: 'wfp',
  name: 'WFP market prices',
  publisher: 'World Food Programme',
  licence: 'CC BY 4.0',
  attribution: 'WFP VAM',
  url: null,
  kind: 'market',
  coverage: 'Nigeria',
  enabled: true,
  oldestMonth: '2016-01',
  newestMonth: null,
};

/** Wrong values of every kind, put in one field at a time. */
const WRONG: unknown[] = [undefined, null, 'text', 12.5, 3, true, [], {}, Number.NaN];

/** Every answer that differs from `value` in one field: each field (at any depth) missing or of another kind. */
function variants(value: unknown): unknown[] {
  const out: unknown[] = WRONG.filter((w) => JSON.stringify(w) !== JSON.stringify(value) || w !== value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      for (const v of variants(item)) out.push(value.map((x, j) => (j === i ? v : x)));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      for (const v of variants(field)) {
        const copy: Record<string, unknown> = { ...value, [key]: v };
        if (v === undefined) delete copy[key];
        out.push(copy);
      }
    }
  }
  return out;
}

const accepts = (s: Schema<unknown>, value: unknown) => {
  try {
    return { ok: true, data: s.parse(value) };
  } catch {
    return { ok: false };
  }
};

describe("the shell's checked answers agree with the contract's schemas", () => {
  const cases: Array<[string, Schema<unknown>, z.ZodType, unknown]> = [
    [
      'featured products',
      ProductListCheck,
      ProductListSchema,
      [
        sampleProduct(crypto.randomUUID()),
        sampleProduct(crypto.randomUUID(), {
          localName: 'ìrẹsì ìbílẹ̀',
          distanceKm: 2.5,
          unitPrice: null,
          imageUrl: '/api/images/a.jpg',
          previousPrice: 3000,
          priceAge: 'stale',
        }),
      ],
    ],
    [
      'price sources',
      SourceListCheck,
      SourceListSchema,
      [source, { ...source, kind: 'area', url: 'https://example.ng', newestMonth: '2026-08' }],
    ],
    ['the cart', CartCheck, CartSchema, sampleCart(2)],
    ['an empty cart', CartCheck, CartSchema, { cartId: null, items: [], totalItems: 0, totalPrice: 0 }],
    ['the unread count', UnreadCountCheck, UnreadCountSchema, { unread: 3 }],
    [
      'a problem',
      ProblemCheck,
      ProblemDetailsSchema,
      { type: 'about:blank', title: 'Conflict', status: 409, code: 'CONFLICT', detail: 'Taken.', message: 'Taken.' },
    ],
    [
      'a problem with field errors',
      ProblemCheck,
      ProblemDetailsSchema,
      {
        type: 'about:blank',
        title: 'Bad',
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: 'Bad.',
        message: 'Bad.',
        errors: [{ path: 'body.email', message: 'Wrong.' }],
      },
    ],
  ];

  it.each(cases)('%s: the same answer, with unknown fields dropped', (_name, check, schema, answer) => {
    const withExtra = Array.isArray(answer)
      ? answer.map((a) => ({ ...a, extra: 1 }))
      : { ...(answer as object), extra: 1 };
    expect(check.parse(withExtra)).toEqual(schema.parse(withExtra));
    expect(check.parse(answer)).toEqual(answer);
  });

  it.each(cases)(
    '%s: refused wherever the contract refuses it (every field missing or of another kind)',
    (_name, check, schema, answer) => {
      const all = variants(answer);
      expect(all.length).toBeGreaterThan(10);
      for (const v of all) {
        const mine = accepts(check, v);
        const theirs = schema.safeParse(v);
        expect({ answer: v, accepted: mine.ok }).toEqual({ answer: v, accepted: theirs.success });
        if (theirs.success) expect(mine.data).toEqual(theirs.data);
      }
    },
  );

  it('says which field was wrong', () => {
    expect(() => CartCheck.parse({ ...sampleCart(1), totalItems: 1.5 })).toThrow('totalItems is not a whole number');
    expect(() => ProductListCheck.parse([{ ...sampleProduct(crypto.randomUUID()), priceAge: 'new' }])).toThrow(
      '[0].priceAge',
    );
  });
});
