import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { resolve } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The web app's messages in two parts per language (decision record 019, "Two parts"): `entry`,
 * the messages of the modules the first download holds (the shell, the home page, the route
 * titles), and `rest`, every other message, loaded with the first screen that is not in the first
 * download. One PO file per language stays the translators' file; the build splits it.
 *
 *   import { messages } from 'virtual:messages/en-entry';   // English's entry part (in the entry)
 *   import { loaders } from 'virtual:messages/loaders';    // loaders[locale].entry / .rest
 *
 * In a client build the parts are decided from the build itself: once every module is known, the
 * entry part is the messages whose ids appear in the code of the modules the entry imports
 * statically (a superset is harmless), and each part's module is filled in as its chunk is
 * written. Elsewhere (the dev server, the tests, the pre-render's build) the entry part is the
 * whole catalogue and the rest is empty.
 */
export function linguiMessageParts(locales: readonly string[]): Plugin {
  const PREFIX = 'virtual:messages/';
  const RESOLVED = '\0messages:';
  const PLACEHOLDER = /__KASUWA_MESSAGES__\(\s*["'`]([\w-]+)["'`]\s*,\s*["'`](entry|rest)["'`]\s*\)/g;
  let clientBuild = false;
  let entryIds: Set<string> | undefined;
  const compiled = new Map<string, Promise<Record<string, unknown>>>();

  /** A language's messages, compiled (ICU to Lingui's form), English filling what it lacks. */
  const messagesOf = (locale: string) => {
    let found = compiled.get(locale);
    if (!found) {
      found = (async () => {
        const config = getConfig({ skipValidation: true });
        const file = getCatalogForFile(`src/web/locales/${locale}.po`, await getCatalogs(config));
        if (!file) throw new Error(`no catalogue src/web/locales/${locale}.po in lingui.config`);
        const { messages } = await file.catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales ?? { default: 'en' },
          sourceLocale: config.sourceLocale ?? 'en',
        });
        const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
        if (errors.length)
          throw new Error(`${locale}.po: ${errors.map((e) => `${e.id}: ${String(e.error)}`).join('; ')}`);
        return (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
      })();
      compiled.set(locale, found);
    }
    return found;
  };

  const part = async (locale: string, which: 'entry' | 'rest') => {
    const all = await messagesOf(locale);
    if (!clientBuild) return which === 'entry' ? all : {};
    if (!entryIds) throw new Error('the entry part is asked for before the build knows its modules');
    const ids = entryIds;
    return Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id) === (which === 'entry')));
  };

  return {
    name: 'kasuwa-message-parts',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (name === 'loaders') {
        const entries = locales.map(
          (l) =>
            `${JSON.stringify(l)}: { entry: () => import(${JSON.stringify(`${PREFIX}${l}-entry`)}), ` +
            `rest: () => import(${JSON.stringify(`${PREFIX}${l}-rest`)}) }`,
        );
        return `export const loaders = { ${entries.join(', ')} };`;
      }
      const [locale, which] = name.split('-');
      if (!locale || !locales.includes(locale) || (which !== 'entry' && which !== 'rest')) {
        throw new Error(`unknown messages module ${PREFIX}${name}`);
      }
      this.addWatchFile(resolve(`src/web/locales/${locale}.po`));
      // In a client build the part is filled in when its chunk is written (renderChunk below).
      if (clientBuild) return `export const messages = __KASUWA_MESSAGES__(${JSON.stringify(locale)}, "${which}");`;
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(await part(locale, which)))});`;
    },
    async buildEnd() {
      if (!clientBuild) return;
      const known = new Set(Object.keys(await messagesOf('en')));
      const seen = new Set<string>();
      const ids = new Set<string>();
      const visit = (moduleId: string) => {
        if (seen.has(moduleId)) return;
        seen.add(moduleId);
        const info = this.getModuleInfo(moduleId);
        if (!info) return;
        for (const [, text] of (info.code ?? '').matchAll(/["'`]([^"'`\\\s]{4,16})["'`]/g)) {
          if (text && known.has(text)) ids.add(text);
        }
        for (const imported of info.importedIds) visit(imported);
      };
      for (const moduleId of this.getModuleIds()) if (this.getModuleInfo(moduleId)?.isEntry) visit(moduleId);
      entryIds = ids;
    },
    async renderChunk(code) {
      if (!clientBuild || !code.includes('__KASUWA_MESSAGES__')) return null;
      const wanted = [...code.matchAll(PLACEHOLDER)];
      const filled = await Promise.all(wanted.map(([, l, w]) => part(l!, w as 'entry' | 'rest')));
      const out = new MagicString(code);
      wanted.forEach((m, i) =>
        out.overwrite(m.index, m.index + m[0].length, `JSON.parse(${JSON.stringify(JSON.stringify(filled[i]))})`),
      );
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
