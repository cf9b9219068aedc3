// Which code each screen needs before it can draw: its route module's chunk and the chunks that chunk
// imports, less what the entry already brings. Written at build time into
// dist/web/pages/_screens.json, in the router's order ({ path, files }), for every page route; the
// server names these files in a `Link: …; rel=modulepreload` header on the shell it sends for an
// address that is not pre-rendered (static-web.ts), so a phone fetches them beside the entry
// instead of after it (decision record 015, "The screen's code beside the entry").
//
// The router declares each screen as `page({ path: paths.x, … }, () => import('./routes/y')…)`:
// its source is read here (TypeScript's parser) rather than a second list kept by hand, and the
// build stops if a `page(…)` call does not have that shape, or its module is not in the build.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** `{ name, module }` of every `page(…)` call in the router: `paths.<name>` and its `import('<module>')`. */
export function pageModules(source) {
  const file = ts.createSourceFile('router.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pages = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'page') {
      const [route, load] = node.arguments;
      const path =
        route && ts.isObjectLiteralExpression(route)
          ? route.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(file) === 'path')
          : undefined;
      const name =
        path && ts.isPropertyAccessExpression(path.initializer) && path.initializer.expression.getText(file) === 'paths'
          ? path.initializer.name.text
          : undefined;
      let module;
      const findImport = (n) => {
        if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const [specifier] = n.arguments;
          if (specifier && ts.isStringLiteral(specifier)) module = specifier.text;
        } else ts.forEachChild(n, findImport);
      };
      if (load) findImport(load);
      if (!name || !module) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        throw new Error(`router.tsx:${line + 1}: a page(…) without "path: paths.<name>" and "import('./routes/…')"`);
      }
      pages.push({ name, module });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return pages;
}

/**
 * Each page route's pattern and the files (`/assets/…`) its screen needs beyond the entry, from the
 * router's source, the app's paths and Vite's manifest of the build.
 */
export function screenCode({ routerSource, paths, manifest }) {
  const imported = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) imported(dep, seen);
    return seen;
  };
  const entry = imported('index.html');
  return pageModules(routerSource).map(({ name, module }) => {
    const pattern = paths[name];
    if (typeof pattern !== 'string') throw new Error(`router.tsx names paths.${name}, which paths.ts lacks`);
    const key = `app/${module.replace(/^\.\//, '')}.tsx`;
    // A module the entry imports too is bundled into it (routes/about.tsx, the dashboard's): nothing more to fetch.
    if (!manifest[key]) return { path: pattern, files: [] };
    const files = [...imported(key)].filter((k) => !entry.has(k)).map((k) => `/${manifest[k].file}`);
    return { path: pattern, files };
  });
}

/** The same, read from the source tree and the built app's manifest. */
export const screenCodeOfBuild = (paths, manifestFile) =>
  screenCode({
    routerSource: readFileSync('src/web/app/router.tsx', 'utf8'),
    paths,
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
  });
