// Pre-renders the screens that need no signed-in user into dist/web/pages/<name>.html (the shell,
// the screen's content, its title and description), from the SSR build of src/web/prerender.tsx.
// The server sends these for their paths (static-web); the app hydrates them (main.tsx).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

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
const { render, renderShell } = await import(pathToFileURL(join(out, 'prerender.js')).href);

const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const template = readFileSync('dist/web/index.html', 'utf8');
mkdirSync('dist/web/pages', { recursive: true });
for (const path of PRERENDERED) {
  const { html, title, description } = await render(path);
  if (/<script|\sstyle="/i.test(html)) throw new Error(`${path}: inline script or style would break the CSP`);
  let page = template
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`);
  if (description) {
    page = page.replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escape(description)}$2`);
  }
  writeFileSync(`dist/web/pages/${path.slice(1)}.html`, page);
}
// Every other screen: the shell around a spinner (static-web sends it instead of the bare index.html).
const shell = await renderShell();
if (/<script|\sstyle="/i.test(shell)) throw new Error('the shell: inline script or style would break the CSP');
writeFileSync(
  'dist/web/pages/_shell.html',
  template.replace('<div id="root"></div>', `<div id="root" data-prerendered="shell">${shell}</div>`),
);
rmSync(out, { recursive: true, force: true });
process.stdout.write(`pre-rendered ${PRERENDERED.length} screens into dist/web/pages\n`);
