import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES } from '../../src/contract/languages';

/**
 * The catalogues (src/web/locales/<locale>.po, docs/languages.md) against the code: what Lingui's
 * extractor finds in src/web now, without writing anything, compared with each committed file.
 */
const root = resolve(import.meta.dirname, '../..');
type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];
type Extracted = NonNullable<Awaited<ReturnType<Catalog['collect']>>>;
type Read = Awaited<ReturnType<Catalog['read']>>;

let used: Extracted = {};
const files: Partial<Record<string, Read>> = {};

beforeAll(async () => {
  const config = getConfig({ cwd: root, configPath: join(root, 'lingui.config.ts') });
  const [catalog] = await getCatalogs(config);
  used = (await catalog!.collect()) ?? {};
  for (const locale of LOCALES) files[locale] = await catalog!.read(locale);
}, 60_000);

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

describe('the catalogues hold every message the code uses, and no other', () => {
  it('finds messages in the code', () => {
    expect(Object.keys(used).length).toBeGreaterThan(50);
  });

  it.each(LOCALES.map((locale) => ({ locale, name: LANGUAGES[locale].name })))(
    '$name ($locale): nothing missing, nothing unused',
    ({ locale }) => {
      const { missing, unused } = compare(used, files[locale]!);
      // Both lists at once, so one run tells a translator (or `npm run i18n:extract`) everything.
      expect(
        { missing, unused },
        `locales/${locale}.po is behind the code: run npm run i18n:extract, then translate`,
      ).toEqual({
        missing: [],
        unused: [],
      });
    },
  );

  it('the comparison fails on a message the code uses that a file lacks, and one the code dropped', () => {
    const code: Extracted = { a1: { message: 'Search' }, b2: { message: 'Cart' } };
    const file: Read = { a1: { message: 'Search', translation: 'Nema' }, c3: { message: 'Old', translation: 'Tsoho' } };
    expect(compare(code, file)).toEqual({ missing: ['"Cart" [b2]'], unused: ['"Old" [c3]'] });
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s: each translation keeps the English placeholders and tags',
    (locale) => {
      const broken = Object.entries(files[locale]!)
        .filter(([, m]) => m.translation && m.message && parts(m.translation).join() !== parts(m.message).join())
        .map(([id, m]) => `${named(id, m)} → "${m.translation}"`);
      expect(broken).toEqual([]);
    },
  );

  it("docs/languages.md states each catalogue's completeness as the files have it", () => {
    const page = readFileSync(join(root, 'docs/languages.md'), 'utf8');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const messages = Object.values(files[locale]!).filter((m) => !m.obsolete);
      const translated = messages.filter((m) => m.translation).length;
      const row = page.split('\n').find((line) => line.includes(`\`${locale}.po\``));
      expect(row, `a row for ${locale}.po`).toBeDefined();
      expect(row, `${locale}: ${translated} / ${messages.length}`).toContain(`${translated} / ${messages.length}`);
    }
  });
});

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
