import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import MagicString from 'magic-string';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { linguiMessageParts } from './scripts/vite-messages';
import { LOCALES } from './src/contract/languages';

// The API server (npm run dev starts it on 3000) answers /api, /docs and /dev; Vite serves the rest.
const api = process.env.KASUWA_API_ORIGIN ?? 'http://localhost:3000';

/**
 * The app is written against React's API and types but renders with Preact's compatibility layer
 * (decision record 018): every import of React's packages, ours and the libraries', resolves to
 * preact/compat, and the one copy of preact at the project's root serves them all (a library in
 * its own folder would otherwise look for preact beside itself). The web tests use the same.
 */
export const preactResolve = {
  alias: [
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  ],
  dedupe: ['preact'],
};

/**
 * Lingui's macros (Trans, useLingui's t, msg, plural) turned into message lookups (decision record
 * 019): Babel runs with the macro plugin alone on our files that import a macro, before esbuild
 * strips the types and compiles the JSX; every other file goes to esbuild as before.
 */
function linguiMacros(): Plugin {
  return {
    name: 'kasuwa-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('@lingui/')) return null;
      if (!/from\s+['"]@lingui\/(core|react)\/macro['"]/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['jsx', 'typescript'] : ['typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * A plural's count (`#`) written by hand, as `lib/format.ts` writes English numbers (decision record
 * 015, "A plural's count"): Lingui writes every plural's count through `Intl.NumberFormat`, and the
 * first one a page makes loads the locale's number data, 50–60 ms of a phone's main thread in the
 * first render (the top bar's cart count is a plural on every screen). Counts are whole numbers,
 * written "1,234" in all five languages; anything else (a fraction, a format asked for) still goes
 * through Intl. The build stops if Lingui's code no longer has the line this replaces.
 */
function linguiCounts(): Plugin {
  const MADE = '() => new Intl.NumberFormat(_locales, format)';
  const COUNT =
    '{ format: (n) => Number.isSafeInteger(n) ? (n < 0 ? "-" : "") + String(Math.abs(n)).replace(/\\B(?=(\\d{3})+$)/g, ",") : new Intl.NumberFormat(_locales).format(n) }';
  return {
    name: 'kasuwa-lingui-counts',
    transform(code, id) {
      if (!/\/@lingui\/core\/dist\/index\.mjs$/.test(id.split('?')[0] ?? id)) return null;
      const at = code.indexOf(MADE);
      if (at < 0) this.error(`@lingui/core no longer makes its number formatter with "${MADE}"`);
      const out = new MagicString(code).overwrite(
        at,
        at + MADE.length,
        `() => format === undefined ? ${COUNT} : new Intl.NumberFormat(_locales, format)`,
      );
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/**
 * The macros, each catalogue (locales/*.po) compiled when imported, English filling what a language
 * lacks, the catalogues' two parts (`virtual:messages/…`, scripts/vite-messages.ts), and plurals'
 * counts without Intl.
 */
export const linguiPlugins = (): Plugin[] => [
  linguiMacros(),
  linguiCounts(),
  ...lingui({ failOnCompileError: true }),
  linguiMessageParts(LOCALES),
];

/**
 * Every chunk marked for V8's eager compilation (explicit compile hints, Chrome 136 and later;
 * decision record 015): the magic comment on a file's first line has the browser compile all its
 * functions on a background thread while the file downloads, not each one on the main thread the
 * first time it is called. Measured on /cart at 1× CPU: 35–50 ms of lazy compiling (min–median of
 * 7 loads) gone from the main thread after the first paint. Added once the chunks are minified
 * (which drops comments); the source map's lines move down one. Other browsers ignore the comment.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
function eagerCompileHint(): Plugin {
  return {
    name: 'kasuwa-eager-compile-hint',
    apply: 'build',
    // After Vite's own last touches (the dynamic imports' list it puts at the top of a chunk).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
          // The map is written from its asset (a hidden source map), which the chunk's map no longer changes.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * React Router's package points every import at its development build (the warnings and checks
 * meant for a developer); the app's production build takes the production one beside it.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
];

export default defineConfig(({ mode }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [...linguiPlugins(), tailwindcss(), eagerCompileHint()],
  resolve: {
    ...preactResolve,
    alias: [...preactResolve.alias, ...(mode === 'production' ? reactRouterProduction : [])],
  },
  // JSX through the automatic runtime (react/jsx-runtime, that is preact/compat's). No Fast Refresh:
  // React's refresh runtime does not drive Preact, so in development an edit reloads the page.
  esbuild: { jsx: 'automatic' },
  // The pre-render's build (scripts/prerender.mjs) bundles the libraries too, so that their
  // imports of React reach Preact as well instead of Node loading React itself.
  ssr: { noExternal: true },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written for debugging a build, but the bundles do not point to them, and the server
    // does not serve them in production.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 400,
    // No modulepreload polyfill in the entry (decision record 015): every browser the app's module
    // scripts run in since 2023 preloads by itself, and an older one still loads each chunk when
    // it is imported, only without the head start.
    modulePreload: { polyfill: false },
    // Which chunks each screen needs (scripts/screen-code.mjs reads it, then removes it).
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/docs': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
    },
  },
}));
