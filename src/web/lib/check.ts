/** What checks an answer and gives it its type: a contract schema (zod's `parse`) or a check below. */
export interface Schema<T> {
  parse(input: unknown): T;
}

/**
 * Small checks of an answer's shape, for the few answers the app shell reads on every screen (the
 * featured products, the price sources' names, the cart count, the notifications bell): they keep
 * zod out of the first download (decision record 015). Each shape is typed against the contract,
 * so a field the contract adds fails the build until the check has it too; a test holds each one
 * to the contract's schema (shell-answers.test.ts). Like zod, a check keeps only the fields it
 * knows and throws on anything else.
 */
type Test<T> = (value: unknown, path: string) => T;

function refuse(path: string, expected: string): never {
  throw new TypeError(`Unexpected answer: ${path || 'the answer'} is not ${expected}`);
}

export const string: Test<string> = (v, path) => (typeof v === 'string' ? v : refuse(path, 'text'));
export const number: Test<number> = (v, path) =>
  typeof v === 'number' && Number.isFinite(v) ? v : refuse(path, 'a number');
/** The contract's ids (IdSchema: zod's UUID pattern). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const id: Test<string> = (v, path) => (typeof v === 'string' && UUID.test(v) ? v : refuse(path, 'an id'));
export const integer: Test<number> = (v, path) =>
  Number.isInteger(v) ? (v as number) : refuse(path, 'a whole number');
export const boolean: Test<boolean> = (v, path) => (typeof v === 'boolean' ? v : refuse(path, 'true or false'));

export const nothing: Test<null> = (v, path) => (v === null ? null : refuse(path, 'null'));

export const nullable =
  <T>(test: Test<T>): Test<T | null> =>
  (v, path) =>
    v === null ? null : test(v, path);

export const optional =
  <T>(test: Test<T>): Test<T | undefined> =>
  (v, path) =>
    v === undefined ? undefined : test(v, path);

export const oneOf =
  <const V extends readonly string[]>(values: V): Test<V[number]> =>
  (v, path) =>
    values.includes(v as string) ? (v as V[number]) : refuse(path, values.join(' or '));

export const array =
  <T>(test: Test<T>): Test<T[]> =>
  (v, path) =>
    Array.isArray(v) ? v.map((item, i) => test(item, `${path}[${i}]`)) : refuse(path, 'a list');

export const object =
  <S extends Record<string, Test<unknown>>>(shape: S): Test<{ [K in keyof S]: ReturnType<S[K]> }> =>
  (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return refuse(path, 'an object');
    const out: Record<string, unknown> = {};
    for (const [key, test] of Object.entries(shape)) {
      const field = test((v as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (field !== undefined) out[key] = field;
    }
    return out as { [K in keyof S]: ReturnType<S[K]> };
  };

/** A check as `api()` takes it, for an answer of the contract's type `T`. */
export const checked = <T>(test: Test<T>): Schema<T> => ({ parse: (v) => test(v, '') });
