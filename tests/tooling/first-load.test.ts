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
 * that language is chosen (3.4 to 4.1 KB brotli each); each screen's messages in it come with the
 * screen (scripts/vite-messages.ts), a file of their own each, within the same budget.
 */
const CATALOGUE_BUDGET = 5 * KB;
// A screen's own messages in English are written into its chunk, so they are in its budget below.

/** Each key screen: the route module its lazy code comes from (none: in the entry), and its budget. */
const SCREENS: Array<{ path: string; route?: string; budget: number }> = [
  { path: '/dashboard', budget: 66 * KB + LANGUAGES },
  // Measured with each screen's messages split from the rest (decision record 019, "The rest by
  // screen"), with 4 KB of room: the entry, the screen's code and its own messages in English.
  { path: '/login', route: 'accounts.tsx', budget: 113 * KB },
  { path: '/faq', route: 'faq.tsx', budget: 75 * KB },
  { path: '/market/:id', route: 'market.tsx', budget: 74 * KB },
  // The admin's edit form in a chunk of its own and the threshold field without react-hook-form:
  // 89.0 to 75.7 KB (issue 23), with a little room.
  { path: '/products/:productId', route: 'product.tsx', budget: 77 * KB },
  { path: '/cart', route: 'cart.tsx', budget: 77 * KB },
  { path: '/price-comparison/:cartId', route: 'comparison.tsx', budget: 81 * KB },
  { path: '/prices/:state', route: 'prices.tsx', budget: 81 * KB },
  { path: '/report-price', route: 'report-price.tsx', budget: 81 * KB },
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

/** The sources bundled into a chunk (from its source map; a screen's messages in a language, written by the build, have none). */
const sourcesOf = (file: string): string[] =>
  existsSync(join(ASSETS, `${file}.map`))
    ? (JSON.parse(readFileSync(join(ASSETS, `${file}.map`), 'utf8')) as { sources: string[] }).sources
    : [];

let entry = '';
let chunks: string[] = [];

beforeAll(() => {
  if (!existsSync(join(WEB, 'pages', '_screens.json'))) {
    execSync('npx vite build --logLevel error && node scripts/prerender.mjs && node scripts/compress-web.mjs', {
      stdio: 'inherit',
    });
  }
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
  chunks = execSync(`ls ${ASSETS}`, { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.js'));
}, 120_000);

/** A language's entry part of the messages, a chunk of its own (`virtual:messages/<locale>-entry`). */
function entryPart(locale: string): string {
  const chunk = chunks.find((f) => new RegExp(`^_messages_${locale}-entry-[\\w-]+\\.js$`).test(f));
  if (!chunk) throw new Error(`no chunk of ${locale}'s entry messages in ${ASSETS}`);
  return chunk;
}

/** A language's messages of each screen loaded on demand (`msg-<locale>-<hash>.js`, written by the build). */
const screenParts = (locale: string) => chunks.filter((f) => f.startsWith(`msg-${locale}-`));

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
      // Its English messages are in its chunk (scripts/vite-messages.ts).
      withImports(chunk!, files);
    }
    const bytes = total(files);
    process.stdout.write(`${path}: ${kb(bytes)} brotli in ${files.size} files (budget ${kb(budget)})\n`);
    expect(bytes, `${path} needs ${kb(bytes)} first, over its budget of ${kb(budget)}`).toBeLessThanOrEqual(budget);
  });

  it.each(SCREENS.filter((s) => s.route))(
    '$path: the server is told which files its code is, to send them beside the entry',
    ({ path, route }) => {
      const screens = JSON.parse(readFileSync(join(WEB, 'pages', '_screens.json'), 'utf8')) as Array<{
        path: string;
        files: string[];
      }>;
      const listed = screens.find((s) => s.path === path)?.files.map((f) => f.replace(/^\/assets\//, ''));
      const chunk = chunks.find((f) => sourcesOf(f).some((s) => s.endsWith(`src/web/app/routes/${route}`)))!;
      const own = [...withImports(chunk)].filter((f) => !withImports(entry).has(f));
      expect(new Set(listed), `pages/_screens.json names ${path}'s code`).toEqual(new Set(own));
    },
  );

  it('the entry, what it imports and each key screen’s code are marked for eager compiling on their first line', () => {
    // vite.config.ts (eagerCompileHint): Chrome then compiles the functions while the file downloads.
    const files = withImports(entry);
    for (const { route } of SCREENS) {
      const chunk = route && chunks.find((f) => sourcesOf(f).some((s) => s.endsWith(`src/web/app/routes/${route}`)));
      if (chunk) withImports(chunk, files);
    }
    const unmarked = [...files].filter(
      (f) => readFileSync(join(ASSETS, f), 'utf8').split('\n', 1)[0] !== '//# allFunctionsCalledOnLoad',
    );
    expect(files.size).toBeGreaterThan(5);
    expect(unmarked, 'chunks whose first line is not the compile hint').toEqual([]);
  });

  it('the product page works without react-hook-form or zod: the threshold field needs neither, and the admin’s edit form comes on Edit', () => {
    const files = withImports(entry);
    const chunk = chunks.find((f) => sourcesOf(f).some((s) => s.endsWith('src/web/app/routes/product.tsx')))!;
    withImports(chunk, files);
    const sources = [...files].flatMap(sourcesOf);
    expect(sources.filter((s) => /node_modules\/(react-hook-form|@hookform|zod)\//.test(s))).toEqual([]);
    expect(sources.filter((s) => s.endsWith('src/web/features/catalogue/components/edit-product.tsx'))).toEqual([]);
  });

  it("another language adds only its own entry part and the screens' messages in it: not in the entry, each within its budget", () => {
    const files = [...withImports(entry)];
    expect(
      files.filter((f) => /^_messages_/.test(f)),
      "no language's messages are a chunk the entry imports",
    ).toEqual([]);
    for (const locale of ['ha', 'yo', 'ig', 'pcm']) {
      const chunk = entryPart(locale);
      const own = withImports(chunk);
      expect([...own], `${locale}'s entry part imports nothing`).toEqual([chunk]);
      const bytes = total(own);
      process.stdout.write(`${locale} entry part: ${kb(bytes)} brotli (budget ${kb(CATALOGUE_BUDGET)})\n`);
      expect(bytes).toBeLessThanOrEqual(CATALOGUE_BUDGET);
      const screens = screenParts(locale);
      expect(screens.length, `${locale}: the screens' messages`).toBeGreaterThan(0);
      const largest = Math.max(...screens.map(sent));
      process.stdout.write(`${locale}: ${screens.length} screens' messages, the largest ${kb(largest)} brotli\n`);
      expect(largest).toBeLessThanOrEqual(CATALOGUE_BUDGET);
      for (const screen of screens) expect(withImports(screen), `${screen} imports nothing`).toEqual(new Set([screen]));
    }
    expect(
      files.filter((f) => /^msg-/.test(f)),
      'no screen messages in the entry',
    ).toEqual([]);
  });

  it("the shell sent for a screen that is not pre-rendered is the app's first draw over it: the bars and a spinner, no footer", () => {
    for (const page of ['pages/_shell.html', 'pages/ha/_shell.html']) {
      const html = readFileSync(join(WEB, page), 'utf8');
      expect(html, `${page} has the top bar`).toContain('<header');
      expect(html, `${page} has the spinner`).toMatch(/role="status"/);
      expect(html, `${page} has the bottom tabs`).toMatch(/<nav aria-label="[^"]+" class="fixed inset-x-0 bottom-0/);
      // The app draws the footer a task after its first draw; sent, it was laid out, then taken away.
      expect(html, `${page} has no footer`).not.toContain('<footer');
    }
    // A pre-rendered screen is hydrated whole, footer and all.
    expect(readFileSync(join(WEB, 'pages/faq.html'), 'utf8')).toContain('<footer');
  });

  it("every message the entry's code uses is in its entry part, in every language, and every screen's in its own", () => {
    const read = (file: string) => readFileSync(join(ASSETS, file), 'utf8');
    const screens = (locale: string) => new Set(screenParts(locale).flatMap((f) => [...idsIn(read(f))]));
    const all = new Set([...idsIn(read(entryPart('ha'))), ...screens('ha')]);
    const named = (code: string) =>
      [...code.matchAll(/["'`]([^"'`\\\s]{4,16})(?=["'`])/g)].map((m) => m[1]!).filter((id) => all.has(id));
    const used = named([...withImports(entry)].map(read).join('\n'));
    expect(used.length, "the entry's code names messages").toBeGreaterThan(0);
    for (const locale of ['ha', 'yo', 'ig', 'pcm']) {
      const own = idsIn(read(entryPart(locale)));
      // An id the entry's code names but its entry part lacks would show as an id on the first screen.
      expect(
        used.filter((id) => !own.has(id)),
        `${locale}'s entry part lacks messages of the entry`,
      ).toEqual([]);
    }
    // A screen's chunk names its messages; each is in the entry part or in the screens' parts.
    const faq = chunks.find((f) => sourcesOf(f).some((s) => s.endsWith('src/web/app/routes/faq.tsx')))!;
    const faqIds = named(read(faq));
    expect(faqIds.length, 'the FAQ names its messages').toBeGreaterThan(0);
    const hausa = new Set([...idsIn(read(entryPart('ha'))), ...screens('ha')]);
    expect(faqIds.filter((id) => !hausa.has(id))).toEqual([]);
  });
});
