import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageModules, screenCode } from '../../scripts/screen-code.mjs';

const routerSource = readFileSync('src/web/app/router.tsx', 'utf8');

describe('which code each screen needs (scripts/screen-code.mjs)', () => {
  it('reads every page(…) of the router: its paths.<name> and the module it imports', () => {
    const pages = pageModules(routerSource);
    expect(pages.length).toBe(routerSource.match(/^\s*page\(/gm)?.length);
    expect(pages).toContainEqual({ name: 'statePrices', module: './routes/prices' });
    expect(pages).toContainEqual({ name: 'priceComparison', module: './routes/comparison' });
    expect(pages).toContainEqual({ name: 'reportPrice', module: './routes/report-price' });
  });

  it('stops the build on a page(…) of another shape, naming its line', () => {
    const odd =
      "const routes = [\n  page({ path: '/x', title: msg`X`, guard: 'none' }, () => import('./routes/x')),\n];";
    expect(() => pageModules(odd)).toThrow(/router\.tsx:2: a page\(…\) without/);
    expect(() => pageModules("page({ path: paths.x }, () => load('./routes/x'))")).toThrow(/router\.tsx:1/);
  });

  it("lists a screen's chunk and what it imports, less the entry's, in the router's order", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '_table-1.js': { file: 'assets/table-1.js', imports: ['_shared-1.js'] },
      'app/routes/prices.tsx': { file: 'assets/prices-1.js', imports: ['_table-1.js', '_shared-1.js'] },
      'app/routes/cart.tsx': { file: 'assets/cart-1.js', imports: ['_table-1.js'] },
    };
    const source = `
      page({ path: paths.cart, guard: 'user' }, () => import('./routes/cart').then((m) => m.CartPage)),
      page({ path: paths.statePrices, guard: 'none' }, () => import('./routes/prices').then((m) => m.StatePricesPage)),
      page({ path: paths.about, guard: 'none' }, () => import('./routes/about').then((m) => m.AboutPage)),`;
    const paths = { cart: '/cart', statePrices: '/prices/:state', about: '/about' };
    expect(screenCode({ routerSource: source, paths, manifest })).toEqual([
      { path: '/cart', files: ['/assets/cart-1.js', '/assets/table-1.js'] },
      { path: '/prices/:state', files: ['/assets/prices-1.js', '/assets/table-1.js'] },
      // Bundled into the entry (the dashboard imports it): nothing more to fetch.
      { path: '/about', files: [] },
    ]);
    expect(() => screenCode({ routerSource: source, paths: { cart: '/cart' }, manifest })).toThrow(
      /paths\.statePrices, which paths\.ts lacks/,
    );
    const broken = { ...manifest, 'app/routes/cart.tsx': { file: 'assets/cart-1.js', imports: ['_gone-1.js'] } };
    expect(() => screenCode({ routerSource: source, paths, manifest: broken })).toThrow(/has no _gone-1\.js/);
  });
});
