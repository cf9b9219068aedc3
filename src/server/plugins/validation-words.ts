import { wordsOfMessage } from '../../contract/words.js';
import { isKnownMessage, type Words } from '../lib/i18n.js';

/** A failed check of a request's schema, as fastify-type-provider-zod reports it: zod's issue code and details. */
interface Issue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const NOT_VALID: Words = /*i18n*/ { id: 'Not a valid value.' };

const MISSING_OR_NOT: Record<string, Words> = {
  string: /*i18n*/ { id: 'Missing, or not text.' },
  number: /*i18n*/ { id: 'Missing, or not a number.' },
  int: /*i18n*/ { id: 'Missing, or not a whole number.' },
  boolean: /*i18n*/ { id: 'Missing, or not true or false.' },
  object: /*i18n*/ { id: 'Missing, or not an object.' },
  array: /*i18n*/ { id: 'Missing, or not a list.' },
};

const count = (value: unknown) => (typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : NaN);

/** What zod's issue means, when the schema gave no message of its own: from its code and details. */
function issueOfZod({ keyword, params }: Issue): Words {
  switch (keyword) {
    case 'invalid_type':
      return MISSING_OR_NOT[String(params.expected)] ?? /*i18n*/ { id: 'Missing, or not a valid value.' };
    case 'too_small': {
      const minimum = count(params.minimum);
      if (Number.isNaN(minimum)) return NOT_VALID;
      if (params.origin === 'string')
        return /*i18n*/ {
          id: '{minimum, plural, one {Must be at least # character.} other {Must be at least # characters.}}',
          values: { minimum },
        };
      if (params.origin === 'array' || params.origin === 'set')
        return /*i18n*/ {
          id: '{minimum, plural, one {Must hold at least # item.} other {Must hold at least # items.}}',
          values: { minimum },
        };
      return /*i18n*/ { id: 'Must be at least {minimum}.', values: { minimum } };
    }
    case 'too_big': {
      const maximum = count(params.maximum);
      if (Number.isNaN(maximum)) return NOT_VALID;
      if (params.origin === 'string')
        return /*i18n*/ {
          id: '{maximum, plural, one {Must be at most # character.} other {Must be at most # characters.}}',
          values: { maximum },
        };
      if (params.origin === 'array' || params.origin === 'set')
        return /*i18n*/ {
          id: '{maximum, plural, one {Must hold at most # item.} other {Must hold at most # items.}}',
          values: { maximum },
        };
      return /*i18n*/ { id: 'Must be at most {maximum}.', values: { maximum } };
    }
    case 'invalid_format':
      return /*i18n*/ { id: 'Not in the expected format.' };
    case 'invalid_value':
      return Array.isArray(params.values)
        ? /*i18n*/ { id: 'Must be one of: {values}.', values: { values: params.values.map(String).join(', ') } }
        : NOT_VALID;
    case 'unrecognized_keys':
      return Array.isArray(params.keys)
        ? /*i18n*/ {
            id: '{count, plural, one {Unknown field: {keys}.} other {Unknown fields: {keys}.}}',
            values: { count: params.keys.length, keys: params.keys.map(String).join(', ') },
          }
        : NOT_VALID;
    case 'not_multiple_of':
      return /*i18n*/ { id: 'Must be a multiple of {divisor}.', values: { divisor: String(params.divisor) } };
    default:
      return NOT_VALID;
  }
}

/** The words of an issue of a schema checked by hand (`safeParse`), as `issueWords` words the routes'. */
export const wordsOfZodIssue = (issue: { code: string; message: string }): Words =>
  issueWords({ keyword: issue.code, message: issue.message, params: issue as unknown as Record<string, unknown> });

/**
 * The words of a failed check: the schema's own message (a contract message, or one of a route's),
 * found in the server's catalogues with its values; else, for zod's own English, words of ours from
 * the issue's code and details. Either way the catalogues word it in the request's language.
 */
export function issueWords(issue: Issue): Words {
  if (issue.message) {
    const words = wordsOfMessage(issue.message);
    if (isKnownMessage(words.id)) return words;
  }
  return issueOfZod(issue);
}
