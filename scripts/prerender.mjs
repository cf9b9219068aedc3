// Pre-renders the screens that need no signed-in user into dist/web/pages/<name>.html (the shell,
// the screen's content, its title and description), from the SSR build of src/web/prerender.tsx,
// once per language: English in dist/web/pages, the others in dist/web/pages/<locale>/ (decision
// record 019). The server sends these for their paths in the visitor's language (static-web); the
// app hydrates them (main.tsx).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { screenCodeOfBuild } from './screen-code.mjs';

export const PRERENDERED = [
  '/dashboard',
  '/about',
  '/faq',
  '/contact',
  '/side-menu',
  '/login',
  '/signup',
  '/admin-login',
  '/reactivate',
  '/not-found',
];

const out = resolve('dist/prerender');
await build({
  logLevel: 'warn',
  build: {
    ssr: 'prerender.tsx',
    outDir: out,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: {
      // The libraries are bundled here (vite.config.ts: ssr.noExternal), with their "use client"
      // markers and comments Rollup cannot place, which mean nothing to a build-time render.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
});
const { render, renderShell, LANGUAGES, LOCALES, paths } = await import(pathToFileURL(join(out, 'prerender.js')).href);

const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const template = readFileSync('dist/web/index.html', 'utf8');
const assets = readdirSync('dist/web/assets');

/** The page in a language: its `<html lang>`, and its messages' entry part fetched with the entry (not after it). */
function inLanguage(locale) {
  let page = template.replace(/<html lang="[^"]*">/, `<html lang="${LANGUAGES[locale].tag}">`);
  const catalogue = assets.find((f) => new RegExp(`^_messages_${locale}-entry-[\\w-]+\\.js$`).test(f));
  if (locale !== 'en') {
    if (!catalogue) throw new Error(`no catalogue chunk for ${locale} in dist/web/assets`);
    page = page.replace('</head>', `  <link rel="modulepreload" crossorigin href="/assets/${catalogue}">\n  </head>`);
  }
  return page;
}

function fill(page, root, html, title, description) {
  if (/<script|\sstyle="/i.test(html)) throw new Error(`${root}: inline script or style would break the CSP`);
  return page
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${root}">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escape(description)}$2`);
}

// English where it always was (pages/<name>.html); every other language in pages/<locale>/.
for (const locale of LOCALES) {
  const dir = locale === 'en' ? 'dist/web/pages' : `dist/web/pages/${locale}`;
  mkdirSync(dir, { recursive: true });
  const page = inLanguage(locale);
  for (const path of PRERENDERED) {
    const { html, title, description } = await render(path, locale);
    writeFileSync(`${dir}/${path.slice(1)}.html`, fill(page, path, html, title, description));
  }
  // Every other screen: the shell around a spinner (static-web sends it instead of the bare index.html).
  const shell = await renderShell(locale);
  writeFileSync(`${dir}/_shell.html`, fill(page, 'shell', shell.html, shell.title, shell.description));
}
// The code each other screen needs beyond the entry, for the server's modulepreload hints.
const manifest = 'dist/web/.vite/manifest.json';
writeFileSync('dist/web/pages/_screens.json', `${JSON.stringify(screenCodeOfBuild(paths, manifest), null, 1)}\n`);
rmSync('dist/web/.vite', { recursive: true, force: true });
rmSync(out, { recursive: true, force: true });
process.stdout.write(`pre-rendered ${PRERENDERED.length} screens in ${LOCALES.length} languages into dist/web/pages\n`);
