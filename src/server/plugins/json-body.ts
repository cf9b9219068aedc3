import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, INVALID_REQUEST } from '../lib/app-error.js';

/** No request of the API nests deeper than a few levels; 20 leaves room and refuses a 4,000-level bomb. */
export const MAX_JSON_DEPTH = 20;

const NUL_MESSAGE = /*i18n*/ { id: 'Must not contain the NUL character.' };

/**
 * One pass over a JSON text, before it is parsed: its deepest nesting, and whether a string holds
 * an escaped NUL (`\u0000`; a raw NUL is not valid JSON, so JSON.parse refuses that itself).
 * Linear in the text and without recursion, so neither size nor depth can make it expensive.
 */
function scanJson(text: string): { depth: number; nul: boolean } {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  let nul = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.charCodeAt(i + 1) === 0x75 /* u */ && text.startsWith('0000', i + 2)) nul = true;
        i++; // the escaped character never ends the string
      } else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return { depth: deepest, nul };
}

/**
 * The path of the first string holding a NUL character, e.g. `body.address.line1`, or undefined.
 * Walks with its own stack (no recursion), and only values already bounded in depth.
 */
export function findNul(value: unknown, root: string): string | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      // Pushed in reverse so the first field is looked at first.
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], `${path}.${entries[i]![0]}`]);
    }
  }
  return undefined;
}

export const nulProblem = (path: string) =>
  new AppError('VALIDATION_FAILED', INVALID_REQUEST, [{ path, message: NUL_MESSAGE }]);

/**
 * JSON request bodies: their size is capped by Fastify before they are read (a Content-Length over
 * the route's `bodyLimit` is a 413 at once; a chunked body is cut off there), then one linear scan
 * refuses nesting past MAX_JSON_DEPTH and finds an escaped NUL (PostgreSQL cannot store one in
 * text), both as 400 before the text is parsed. An empty body is no body (logout needs none).
 * Then Fastify's own parser, with its prototype-poisoning checks.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (text.trim() === '') return done(null, undefined);
      const { depth, nul } = scanJson(text);
      if (depth > MAX_JSON_DEPTH) {
        const message = /*i18n*/ {
          id: 'Must not nest deeper than {levels} levels.',
          values: { levels: MAX_JSON_DEPTH },
        };
        return done(new AppError('VALIDATION_FAILED', INVALID_REQUEST, [{ path: 'body', message }]), undefined);
      }
      parse(request, text, (err, parsed) => {
        if (err) return done(err, undefined);
        const path = nul ? findNul(parsed, 'body') : undefined;
        return path ? done(nulProblem(path), undefined) : done(null, parsed);
      });
    });
  },
  { name: 'json-body' },
);
