import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES } from '../../src/contract/languages';

/**
 * The catalogues against the code (docs/languages.md): what Lingui's extractor finds now, without
 * writing anything, compared with each committed file, for both sides: the web app's
 * (src/web/locales/<locale>.po, from src/web) and the server's (src/server/locales/<locale>.po, from
 * src/server and src/contract).
 */
const root = resolve(import.meta.dirname, '../..');
type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];
type Extracted = NonNullable<Awaited<ReturnType<Catalog['collect']>>>;
type Read = Awaited<ReturnType<Catalog['read']>>;

const SIDES = { web: 'src/web/locales', server: 'src/server/locales' } as const;
type Side = keyof typeof SIDES;

const used: Record<Side, Extracted> = { web: {}, server: {} };
const files: Record<Side, Partial<Record<string, Read>>> = { web: {}, server: {} };

beforeAll(async () => {
  const config = getConfig({ cwd: root, configPath: join(root, 'lingui.config.ts') });
  const catalogs = await getCatalogs(config);
  for (const side of Object.keys(SIDES) as Side[]) {
    const catalog = catalogs.find((c) => c.path.endsWith(`/${SIDES[side]}/{locale}`));
    expect(catalog, `lingui.config.ts has a catalogue in ${SIDES[side]}`).toBeDefined();
    used[side] = (await catalog!.collect()) ?? {};
    for (const locale of LOCALES) files[side][locale] = await catalog!.read(locale);
  }
}, 120_000);

/** A message as a translator knows it: its English text (and context), then its id. */
const named = (id: string, m: { message?: string | undefined; context?: string | undefined } | undefined) =>
  `"${m?.message ?? id}"${m?.context ? ` (${m.context})` : ''} [${id}]`;

/** The messages the code uses that a catalogue lacks, and those it holds that the code no longer uses. */
function compare(code: Extracted, file: Read) {
  return {
    missing: Object.keys(code)
      .filter((id) => !(id in file))
      .map((id) => named(id, code[id])),
    unused: Object.keys(file)
      .filter((id) => !(id in code) && !file[id]!.obsolete)
      .map((id) => named(id, file[id])),
  };
}

/** The `{name}` arguments and `<0>` tags of a message (the parts a translation must keep). */
const parts = (text: string) =>
  [...text.matchAll(/\{(\w+)[,}]|<\/?(\d+)\/?>/g)].map((m) => (m[1] ? `{${m[1]}}` : m[0])).sort();

/** A message's English: its text, or its id where the id is the text (the server's messages). */
const englishOf = (id: string, m: { message?: string | undefined }) => m.message ?? id;

const eachSide = (Object.keys(SIDES) as Side[]).flatMap((side) =>
  LOCALES.map((locale) => ({ side, locale, name: LANGUAGES[locale].name, file: `${SIDES[side]}/${locale}.po` })),
);

describe('the catalogues hold every message the code uses, and no other', () => {
  it('finds messages in the code of both sides', () => {
    expect(Object.keys(used.web).length).toBeGreaterThan(50);
    expect(Object.keys(used.server).length).toBeGreaterThan(300);
  });

  it.each(eachSide)('$file ($name): nothing missing, nothing unused', ({ side, locale, file }) => {
    const { missing, unused } = compare(used[side], files[side][locale]!);
    // Both lists at once, so one run tells a translator (or `npm run i18n:extract`) everything.
    expect({ missing, unused }, `${file} is behind the code: run npm run i18n:extract, then translate`).toEqual({
      missing: [],
      unused: [],
    });
  });

  it('the comparison fails on a message the code uses that a file lacks, and one the code dropped', () => {
    const code: Extracted = { a1: { message: 'Search' }, b2: { message: 'Cart' } };
    const file: Read = { a1: { message: 'Search', translation: 'Nema' }, c3: { message: 'Old', translation: 'Tsoho' } };
    expect(compare(code, file)).toEqual({ missing: ['"Cart" [b2]'], unused: ['"Old" [c3]'] });
  });

  it.each(eachSide.filter((s) => s.locale !== 'en'))(
    '$file: each translation keeps the English placeholders and tags',
    ({ side, locale }) => {
      const broken = Object.entries(files[side][locale]!)
        .filter(([id, m]) => m.translation && parts(m.translation).join() !== parts(englishOf(id, m)).join())
        .map(([id, m]) => `${named(id, m)} → "${m.translation}"`);
      expect(broken).toEqual([]);
    },
  );

  it('the placeholder check fails on a lost or renamed placeholder, a lost tag, and a plural losing its argument', () => {
    const keeps = (english: string, translation: string) => parts(translation).join() === parts(english).join();
    expect(keeps('Hello {firstName},', 'Sannu {firstName},')).toBe(true);
    expect(keeps('Hello {firstName},', 'Sannu,')).toBe(false);
    expect(keeps('Hello {firstName},', 'Sannu {name},')).toBe(false);
    expect(keeps('New to Kasuwa? <0>Sign up</0>', 'Sabo a Kasuwa? Yi rajista')).toBe(false);
    expect(keeps('{count, plural, one {# item} other {# items}}', '{count, plural, other {kaya #}}')).toBe(true);
    expect(keeps('{count, plural, one {# item} other {# items}}', 'kaya')).toBe(false);
  });

  it("docs/languages.md states each catalogue's completeness as the files have it", () => {
    const page = readFileSync(join(root, 'docs/languages.md'), 'utf8');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const row = page.split('\n').find((line) => line.includes(`\`${locale}.po\``));
      expect(row, `a row for ${locale}.po`).toBeDefined();
      // The web's count, then the server's, in the row's order.
      const counts = (Object.keys(SIDES) as Side[]).map((side) => {
        const messages = Object.values(files[side][locale]!).filter((m) => !m.obsolete);
        return `${messages.filter((m) => m.translation).length} / ${messages.length}`;
      });
      const cells = row!.split('|').map((c) => c.trim());
      expect(
        cells.filter((c) => /^\d+ \/ \d+$/.test(c)),
        `${locale}: web ${counts[0]}, server ${counts[1]}`,
      ).toEqual(counts);
    }
  });
});

/**
 * The server's words: every message a person reads is written after an i18n comment (so the
 * extractor finds it; AppError, field errors and answers take words, not strings, which the types
 * hold), and every template and field name the contract builds with `phrase` is in the catalogue.
 */
describe('the server words every message through its catalogues', () => {
  const sources = () =>
    readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      // config.ts and the command-line tools speak to whoever runs the server, in English.
      .filter((f) => /^(server|contract)\/.*\.ts$/.test(f))
      .filter((f) => !/\.test\.ts$|^server\/(testing|db\/migrations|cli)\/|^server\/config\.ts$/.test(f))
      .map((f) => ({ file: `src/${f}`, text: readFileSync(join(root, 'src', f), 'utf8') }));

  /** Words (`{ id: '…' }`) and zod messages (`message: '…'`) written as literals without the i18n comment. */
  const unmarked = (text: string) =>
    [...text.matchAll(/(\/\*i18n\*\/\s*\(?\s*)?\{\s*id:\s*['"]|(\/\*i18n\*\/\s*)?\bmessage:\s*['"`]/g)]
      .filter((m) => !m[1] && !m[2])
      .map((m) => text.slice(0, m.index).split('\n').length);

  it('finds no message of src/server or src/contract outside the catalogues', () => {
    const found = sources().flatMap(({ file, text }) => unmarked(text).map((line) => `${file}:${line}`));
    // The webhook's answer is read by the payment provider's server, not a person.
    expect(found).toEqual(['src/server/modules/payments/payments.routes.ts:' + webhookLine()]);
  });

  it('the scan fires on an unmarked message and passes a marked one', () => {
    expect(unmarked(`throw new AppError('NOT_FOUND', { id: 'There is no such thing.' });`)).toEqual([1]);
    expect(unmarked(`z.string({ message: 'Must be text.' })`)).toEqual([1]);
    expect(unmarked(`throw new AppError('NOT_FOUND', /*i18n*/ { id: 'There is no such thing.' });`)).toEqual([]);
    expect(unmarked(`const x = (n: number) => (/*i18n*/ { id: 'At most {n}.', values: { n } });`)).toEqual([]);
    expect(unmarked(`z.string({ message: /*i18n*/ 'Must be text.' })`)).toEqual([]);
  });

  it("every template and field name the contract's schemas build with phrase() is in the server's catalogue", async () => {
    for (const { file } of sources().filter((s) => s.file.startsWith('src/contract/'))) await import(join(root, file));
    const { knownPhrases } = await import('../../src/contract/words');
    const ids = (w: { id: string; values?: Readonly<Record<string, unknown>> }): string[] => [
      w.id,
      ...Object.values(w.values ?? {}).flatMap((v) =>
        typeof v === 'object' && v !== null && 'id' in v ? ids(v as never) : [],
      ),
    ];
    const phrases = knownPhrases().flatMap(ids);
    expect(phrases.length).toBeGreaterThan(20);
    expect(phrases.filter((id) => !(id in files.server.en!))).toEqual([]);
  });
});

/** The line of the webhook's `{ message: 'Received' }`, the one literal answer not for a person. */
function webhookLine() {
  const text = readFileSync(join(root, 'src/server/modules/payments/payments.routes.ts'), 'utf8');
  return text.slice(0, text.indexOf("message: 'Received'")).split('\n').length;
}

describe('no text outside the catalogues in the converted files', () => {
  const eslint = new ESLint({ cwd: root });
  const literalRule = async (relative: string, text: string) => {
    const [result] = await eslint.lintText(text, { filePath: resolve(root, relative) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'lingui/no-unlocalized-strings').map((m) => m.line);
  };

  const literal = [
    'export function Probe() {',
    '  return <button aria-label="Compare prices">Compare prices near you</button>;',
    '}',
    '',
  ].join('\n');
  const translated = [
    "import { Trans, useLingui } from '@lingui/react/macro';",
    'export function Probe() {',
    '  const { t } = useLingui();',
    '  return (',
    '    <button className="text-sm" aria-label={t`Compare prices`}>',
    '      <Trans>Compare prices near you</Trans>',
    '    </button>',
    '  );',
    '}',
    '',
  ].join('\n');

  it('fails a JSX text literal and a text attribute (aria-label) in a converted file', async () => {
    expect(await literalRule('src/web/components/layout/probe.tsx', literal)).toEqual([2, 2]);
  });

  it('passes the same texts through the catalogue, and class names', async () => {
    expect(await literalRule('src/web/components/layout/probe.tsx', translated)).toEqual([]);
  });

  it("leaves a file not listed alone (here a feature's api module, which holds paths, not texts)", async () => {
    expect(await literalRule('src/web/features/cart/api/probe.tsx', literal)).toEqual([]);
  });
});
