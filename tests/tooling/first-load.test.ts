import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What a phone downloads before a screen works: the entry chunk, the chunks it imports, and the
 * screen's own code with its imports, in brotli bytes as the server sends them (the build's .br
 * files). Read from the build `npm test` has just made (dist/web); built here only when missing.
 * Budgets are the sizes reached (decision records 015, and 018: Preact as the renderer) with a little
 * room; a bigger first download fails here. The bare Vite + React page is 58 KB.
 */
const KB = 1024;
/**
 * What the languages cost every screen (decision record 019): Lingui's runtime, the language
 * switch and the English catalogue in the entry, measured at 5.1 KB brotli over the budgets' sizes
 * (the entry went from 62.3 to 67.4 KB); the budgets grew by that, no more.
 */
const LANGUAGES = 5.1 * KB;
const ENTRY_BUDGET = 66 * KB + LANGUAGES;
/**
 * Another language's entry part (the shell's and the home page's texts), fetched with the entry when
 * that language is chosen (3.4 to 4.1 KB brotli each); the rest of its messages come with the first
 * screen loaded on visit (scripts/vite-messages.ts).
 */
const CATALOGUE_BUDGET = 5 * KB;
// The rest of a language's messages (every screen's texts, 1,029 messages: English 12.8 KB, the
// others 13.0 to 14.5 KB brotli) comes with the first screen loaded on visit and is in those
// screens' budgets below. Splitting it by screen is the next step (decision record 019).

/** Each key screen: the route module its lazy code comes from (none: in the entry), and its budget. */
const SCREENS: Array<{ path: string; route?: string; budget: number }> = [
  { path: '/dashboard', budget: 66 * KB + LANGUAGES },
  // Measured when the screens' texts came into the catalogues (zod off the data screens, decision
  // record 020), with 4 KB of room: the entry, the screen's code and the rest of the messages.
  { path: '/login', route: 'accounts.tsx', budget: 125 * KB },
  { path: '/faq', route: 'faq.tsx', budget: 86 * KB },
  { path: '/market/:id', route: 'market.tsx', budget: 87 * KB },
  { path: '/products/:productId', route: 'product.tsx', budget: 105 * KB },
  { path: '/cart', route: 'cart.tsx', budget: 89 * KB },
  { path: '/price-comparison/:cartId', route: 'comparison.tsx', budget: 92 * KB },
  { path: '/prices/:state', route: 'prices.tsx', budget: 92 * KB },
  { path: '/report-price', route: 'report-price.tsx', budget: 92 * KB },
];

const WEB = 'dist/web';
const ASSETS = join(WEB, 'assets');

/** Brotli bytes of a built file: its .br copy (what the server sends), or compressed here when it has none. */
function sent(file: string): number {
  const path = join(ASSETS, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The chunks a chunk imports before it runs (static imports), itself included. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(ASSETS, file), 'utf8');
  for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) withImports(dep!, seen);
  return seen;
}

/** The sources bundled into a chunk (from its source map). */
const sourcesOf = (file: string): string[] =>
  (JSON.parse(readFileSync(join(ASSETS, `${file}.map`), 'utf8')) as { sources: string[] }).sources;

let entry = '';
let chunks: string[] = [];

beforeAll(() => {
  if (!existsSync(join(WEB, 'index.html'))) {
    execSync('npx vite build --logLevel error && node scripts/compress-web.mjs', { stdio: 'inherit' });
  }
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
  chunks = execSync(`ls ${ASSETS}`, { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.js'));
}, 120_000);

/** A language's part of the messages, a chunk of its own (`virtual:messages/<locale>-<part>`). */
function messagesPart(locale: string, part: 'entry' | 'rest'): string {
  const chunk = chunks.find((f) => new RegExp(`^_messages_${locale}-${part}-[\\w-]+\\.js$`).test(f));
  if (!chunk) throw new Error(`no chunk of ${locale}'s ${part} messages in ${ASSETS}`);
  return chunk;
}

/** The message ids a part holds (its JSON object's keys). */
function idsIn(code: string): Set<string> {
  const json = /JSON\.parse\((`|'|")([\s\S]*)\1\)/.exec(code)?.[2];
  return new Set(json ? Object.keys(JSON.parse(json.replace(/\\(.)/g, '$1')) as object) : []);
}

const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + sent(f), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('the first download', () => {
  it('the entry chunk and what it imports stay within the budget, with no schema library, toasts, charts or React DOM in it', () => {
    expect(entry, 'index.html names its entry chunk').not.toBe('');
    const files = withImports(entry);
    const bytes = total(files);
    process.stdout.write(`entry ${entry}: ${kb(bytes)} brotli (budget ${kb(ENTRY_BUDGET)})\n`);
    expect(bytes, `the entry is ${kb(bytes)}, over its budget of ${kb(ENTRY_BUDGET)}`).toBeLessThanOrEqual(
      ENTRY_BUDGET,
    );
    const libraries = [...files]
      .flatMap(sourcesOf)
      .filter((s) => /node_modules\/(zod|react-toastify|chart\.js|react-dom)\//.test(s));
    // React DOM in the entry: an import of React's packages escaped the aliases to Preact (vite.config.ts).
    expect(libraries, 'loaded only by the screens and clicks that use them, and no React DOM').toEqual([]);
  });

  it.each(SCREENS)('$path: the entry and the screen’s own code stay within its budget', ({ path, route, budget }) => {
    const files = withImports(entry);
    if (route) {
      const chunk = chunks.find((f) => sourcesOf(f).some((s) => s.endsWith(`src/web/app/routes/${route}`)));
      expect(chunk, `a chunk holds routes/${route}`).toBeDefined();
      withImports(chunk!, files);
      // A screen loaded on visit waits for the rest of the language's messages too.
      withImports(messagesPart('en', 'rest'), files);
    }
    const bytes = total(files);
    process.stdout.write(`${path}: ${kb(bytes)} brotli in ${files.size} files (budget ${kb(budget)})\n`);
    expect(bytes, `${path} needs ${kb(bytes)} first, over its budget of ${kb(budget)}`).toBeLessThanOrEqual(budget);
  });

  it('another language adds only its own entry part: not in the entry, one chunk within its budget', () => {
    const files = [...withImports(entry)];
    expect(
      files.filter((f) => /^_messages_/.test(f)),
      "no language's messages are a chunk the entry imports",
    ).toEqual([]);
    for (const locale of ['ha', 'yo', 'ig', 'pcm']) {
      const chunk = messagesPart(locale, 'entry');
      const own = withImports(chunk);
      expect([...own], `${locale}'s entry part imports nothing`).toEqual([chunk]);
      const bytes = total(own);
      process.stdout.write(`${locale} entry part: ${kb(bytes)} brotli (budget ${kb(CATALOGUE_BUDGET)})\n`);
      expect(bytes).toBeLessThanOrEqual(CATALOGUE_BUDGET);
    }
  });

  it("every message the entry's code uses is in its entry part, in every language", () => {
    const part = (locale: string, which: 'entry' | 'rest') =>
      idsIn(readFileSync(join(ASSETS, messagesPart(locale, which)), 'utf8'));
    const all = new Set([...part('ha', 'entry'), ...part('ha', 'rest')]);
    const entryCode = [...withImports(entry)].map((f) => readFileSync(join(ASSETS, f), 'utf8')).join('\n');
    const used = [...entryCode.matchAll(/["'`]([^"'`\\\s]{4,16})["'`]/g)].map((m) => m[1]!).filter((id) => all.has(id));
    expect(used.length, "the entry's code names messages").toBeGreaterThan(0);
    // An id the entry's code names but only the rest holds would show as an id on the first screen.
    expect(used.filter((id) => part('en', 'rest').has(id))).toEqual([]);
    for (const locale of ['ha', 'yo', 'ig', 'pcm']) {
      const own = part(locale, 'entry');
      expect(
        used.filter((id) => !own.has(id)),
        `${locale}'s entry part lacks messages of the entry`,
      ).toEqual([]);
    }
  });
});
