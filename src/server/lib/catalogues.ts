import { fileURLToPath } from 'node:url';
import { LOCALES, SOURCE_LOCALE } from '../../contract/languages.js';
import type { Catalogues } from './i18n.js';

/**
 * Compiles the server's catalogues (src/server/locales/<locale>.po) as Lingui's Vite plugin compiles
 * the web app's: each language's translations, English filling what it lacks, turned into Lingui's
 * compiled messages. The build runs this once and puts the result into the bundle
 * (scripts/build-server.mjs); from source (tsx, the tests) the server runs it at start. Lingui's
 * tools are development packages: a build never loads this file.
 */
export async function compileCatalogues(): Promise<Catalogues> {
  const [{ getCatalogs, createCompiledCatalog }, { getConfig }] = await Promise.all([
    import('@lingui/cli/api'),
    import('@lingui/conf'),
  ]);
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const config = getConfig({ cwd: root, configPath: `${root}lingui.config.ts` });
  const catalog = (await getCatalogs(config)).find((c) => c.path.endsWith('/src/server/locales/{locale}'));
  if (!catalog) throw new Error('lingui.config.ts names no catalogue in src/server/locales');
  const compiled: Partial<Catalogues> = {};
  for (const locale of LOCALES) {
    // A language lacking a translation takes English's (lingui.config.ts), never an id or a blank.
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales ?? { default: SOURCE_LOCALE },
      sourceLocale: config.sourceLocale ?? SOURCE_LOCALE,
    });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    if (errors.length > 0) {
      const list = errors.map((e) => `${e.id}: ${e.error.message}`).join('\n');
      throw new Error(`src/server/locales/${locale}.po has messages that do not compile:\n${list}`);
    }
    compiled[locale] = (JSON.parse(source) as { messages: Catalogues[typeof locale] }).messages;
  }
  return compiled as Catalogues;
}
