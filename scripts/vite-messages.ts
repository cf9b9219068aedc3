import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin, Rollup } from 'vite';

/**
 * The web app's messages in parts per language (decision record 019, "Two parts" and "The rest by
 * screen"): `entry`, the messages of the modules the first download holds (the shell, the home
 * page, the route titles), and each screen's own, which come with the screen's code. One PO file
 * per language stays the translators' file; the build splits it.
 *
 *   import { messages } from 'virtual:messages/en-entry';   // English's entry part (in the entry)
 *   import { loaders } from 'virtual:messages/loaders';    // loaders[locale].entry / .rest
 *
 * In a client build the parts are decided from the build itself: once every module is known, the
 * entry part is the messages whose ids appear in the code of the modules the entry imports
 * statically (a superset is harmless), and each part's module is filled in as its chunk is
 * written. Every chunk the entry loads on demand (a screen's route module, with what it loads in
 * turn) then gets the messages whose ids its code names, less the entry's: English appended to the
 * chunk, each other language in `assets/msg-<locale>-<hash>.js`; the chunk hands both to
 * `lib/i18n.ts` as it runs (`globalThis.__kasuwaMessages`), and the rest is empty. Elsewhere (the
 * dev server, the tests, the pre-render's build) the entry part is the whole catalogue and the rest
 * is empty.
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
    // The rest goes with each screen in a client build (generateBundle below): nothing is left over.
    if (which === 'rest') return {};
    if (!clientBuild) return all;
    if (!entryIds) throw new Error('the entry part is asked for before the build knows its modules');
    const ids = entryIds;
    return Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
  };
  /**
   * The known message ids a piece of code names (a superset is harmless). The closing quote is
   * looked ahead at, not taken: in `{"Please enter your name.":{id:"k01eiy"}}` the text between the
   * key's closing quote and the id's opening one is a candidate too, and taking its closing quote
   * would skip the id.
   */
  const idsNamed = (code: string, known: Set<string>) =>
    [...code.matchAll(/["'`]([^"'`\\\s]{4,16})(?=["'`])/g)].map((m) => m[1]!).filter((id) => known.has(id));

  return {
    name: 'kasuwa-message-parts',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    // A screen's messages are written into its chunk after the chunk's name is made: a catalogue
    // that changes changes every chunk's name, so no browser keeps a screen with old messages.
    augmentChunkHash() {
      if (!clientBuild) return;
      const hash = createHash('sha256');
      for (const locale of locales) hash.update(readFileSync(resolve(`src/web/locales/${locale}.po`)));
      return hash.digest('hex').slice(0, 16);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (name === 'loaders') {
        // In a client build the rest comes with each screen (generateBundle): no chunk of it to fetch.
        const rest = (l: string) =>
          clientBuild
            ? '() => Promise.resolve({ messages: {} })'
            : `() => import(${JSON.stringify(`${PREFIX}${l}-rest`)})`;
        const entries = locales.map(
          (l) =>
            `${JSON.stringify(l)}: { entry: () => import(${JSON.stringify(`${PREFIX}${l}-entry`)}), rest: ${rest(l)} }`,
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
        for (const id of idsNamed(info.code ?? '', known)) ids.add(id);
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
    // Each chunk the entry loads on demand: the messages its code (and what it loads in turn) names,
    // less the entry's. English goes at the chunk's end (its source map's lines stay right), each
    // other language in a file of its own; the chunk hands them to lib/i18n.ts as it runs, before
    // the router draws anything of it.
    async generateBundle(_options, bundle) {
      if (!clientBuild || !entryIds) return;
      const chunks = Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const isMessages = (name: string) => /(^|\/)_messages_/.test(name);
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const reach = (start: string, dynamic: boolean, skip: Set<string>) => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          const chunk = byName.get(name);
          if (!chunk || seen.has(name) || skip.has(name) || isMessages(name)) return;
          seen.add(name);
          for (const next of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) visit(next);
        };
        visit(start);
        return seen;
      };
      const entryChunks = reach(entry.fileName, false, new Set());
      const english = await messagesOf('en');
      const known = new Set(Object.keys(english));
      const others = locales.filter((l) => l !== 'en');
      const compiledOthers = new Map(await Promise.all(others.map(async (l) => [l, await messagesOf(l)] as const)));
      const pick = (all: Record<string, unknown>, ids: string[]) => Object.fromEntries(ids.map((id) => [id, all[id]]));
      const literal = (messages: Record<string, unknown>) => JSON.stringify(JSON.stringify(messages));
      const roots = new Set(
        [...entryChunks]
          .flatMap((n) => byName.get(n)!.dynamicImports)
          .filter((n) => !entryChunks.has(n) && !isMessages(n)),
      );
      for (const name of roots) {
        const chunk = byName.get(name)!;
        const code = [...reach(name, true, entryChunks)].map((n) => byName.get(n)!.code).join('\n');
        const ids = [...new Set(idsNamed(code, known))].filter((id) => !entryIds!.has(id)).sort();
        if (ids.length === 0) continue;
        const loaders = others.map((locale) => {
          const source = `export const messages = JSON.parse(${literal(pick(compiledOthers.get(locale)!, ids))});\n`;
          const fileName = `assets/msg-${locale}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
          if (!(fileName in bundle)) this.emitFile({ type: 'asset', fileName, source });
          return `${JSON.stringify(locale)}:()=>import("./${fileName.slice('assets/'.length)}")`;
        });
        chunk.code += `\nglobalThis.__kasuwaMessages?.(JSON.parse(${literal(pick(english, ids))}),{${loaders.join(',')}});\n`;
      }
    },
  };
}
