import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Kasuwa's module boundaries (docs/adding-a-domain.md):
 * - a server module is used from outside only through its `index.ts`; a `*.tables.ts` file may
 *   import another module's `*.tables.ts` (foreign keys), and `db/schema.ts` gathers every tables
 *   and views file for drizzle;
 * - a web feature never imports another feature: shared web code lives in `lib/`, `components/`
 *   or `app/`, and the app's routes (`app/`) put features together.
 * Only relative imports can cross these lines in this repository (there are no path aliases).
 */

const SERVER_MODULES = path.join('src', 'server', 'modules');
const WEB_FEATURES = path.join('src', 'web', 'features');

/** `{ root, name, rest }` when `file` is inside `<root>/<name>/…`, relative to the repository. */
function unitOf(file, root) {
  const parts = file.split(path.sep);
  const base = root.split(path.sep);
  for (let i = 0; i + base.length < parts.length; i += 1) {
    if (base.every((segment, j) => parts[i + j] === segment)) {
      const name = parts[i + base.length];
      const rest = parts.slice(i + base.length + 1).join('/');
      if (name && rest) return { name, rest };
    }
  }
  return undefined;
}

const isIndex = (rest) => /^index\.(ts|tsx|js)$/.test(rest);
const isTables = (rest) => /^[^/]+\.tables\.(ts|js)$/.test(rest);
/** A module's published views (read models other modules may join), gathered by db/schema.ts like its tables. */
const isViews = (rest) => /^[^/]+\.views\.(ts|js)$/.test(rest);
const isSchema = (file) => file.split(path.sep).join('/').endsWith('src/server/db/schema.ts');

/** What a relative specifier points at, as a path (extension as written, or a folder). */
function target(importer, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const resolved = path.resolve(path.dirname(importer), specifier);
  // `../markets` and `../markets/` mean the folder's index.
  return /\.[cm]?[jt]sx?$/.test(resolved) ? resolved : path.join(resolved, 'index.ts');
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Use another server module only through its index.ts; web features don't import each other." },
    schema: [],
    messages: {
      moduleInternals:
        "'{{specifier}}' reaches into the {{module}} module: import '{{module}}/index.js' instead (a tables file may import another module's tables file).",
      otherFeature:
        "The {{from}} feature imports the {{to}} feature ('{{specifier}}'): move what both need to lib/, components/ or app/.",
    },
  },
  create(context) {
    const importer = context.filename;
    const fromModule = unitOf(importer, SERVER_MODULES);
    const fromFeature = unitOf(importer, WEB_FEATURES);

    function check(node) {
      const specifier = node.source && node.source.value;
      if (typeof specifier !== 'string') return;
      const resolved = target(importer, specifier);
      if (!resolved) return;

      const toModule = unitOf(resolved, SERVER_MODULES);
      if (toModule && toModule.name !== fromModule?.name && !isIndex(toModule.rest)) {
        const tablesToTables = fromModule && isTables(fromModule.rest) && isTables(toModule.rest);
        const schemaToTables = isSchema(importer) && (isTables(toModule.rest) || isViews(toModule.rest));
        if (!tablesToTables && !schemaToTables) {
          context.report({
            node: node.source,
            messageId: 'moduleInternals',
            data: { specifier, module: toModule.name },
          });
        }
      }

      const toFeature = unitOf(resolved, WEB_FEATURES);
      if (fromFeature && toFeature && toFeature.name !== fromFeature.name) {
        context.report({
          node: node.source,
          messageId: 'otherFeature',
          data: { specifier, from: fromFeature.name, to: toFeature.name },
        });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check({ source: node.source });
      },
    };
  },
};

/**
 * Import cycles among the files of `src/`. Only imports that exist at run time count: `import
 * type` and `export type` are erased, and a lazy `import()` loads after both sides are ready.
 */
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch (error) {
    // A folder that went meanwhile, as a file may (textIfThere).
    if (error?.code === 'ENOENT') return [];
    throw error;
  }
  return names.flatMap((name) => {
    const file = path.join(dir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) return sourceFiles(file);
    return stat && SOURCE.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** A file's text, or null when it went between the listing and the reading (a lint test's probe, an editor's swap file). */
function textIfThere(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (error?.code === 'ENOENT') return null;
    throw error;
  }
}

/** The file a relative specifier loads: `./x.js` is `./x.ts`, `./x` is `./x.ts(x)` or `./x/index.ts(x)`. */
function resolveSource(importer, specifier) {
  const base = path.resolve(path.dirname(importer), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [`${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file));
}

function runtimeImports(file, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => resolveSource(file, s))
    .filter(Boolean);
}

/** For every file of a cycle, the cycle (Tarjan's strongly connected components). */
function cyclesOf(root) {
  const graph = new Map(
    sourceFiles(root).flatMap((file) => {
      const text = textIfThere(file);
      return text === null ? [] : [[file, runtimeImports(file, text)]];
    }),
  );
  return { graph, inCycle: cyclesIn(graph) };
}

function cyclesIn(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const inCycle = new Map();
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file), index.get(to)));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).includes(file);
      if (component.length > 1 || selfImport) for (const m of component) inCycle.set(m, component);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return inCycle;
}

/**
 * The graph is built once and reused for every file of the run; it is built again when the file
 * being linted is new to it or imports something else than it recorded (an editor's long run).
 */
const graphs = new Map();
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles among the files of src/.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{files}}. Move what both sides need into a third file.' },
  },
  create(context) {
    const file = context.filename;
    const parts = file.split(path.sep);
    const at = parts.lastIndexOf('src');
    if (at < 0) return {};
    const root = parts.slice(0, at + 1).join(path.sep);
    const imports = runtimeImports(file, context.sourceCode.text);
    const known = graphs.get(root)?.graph.get(file);
    if (!known || !sameList(known, imports)) graphs.set(root, cyclesOf(root));
    const cycle = graphs.get(root).inCycle.get(file);
    if (!cycle) return {};
    return {
      Program(node) {
        const files = cycle
          .map((f) => path.relative(root, f))
          .sort()
          .join(' → ');
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'cycle', data: { files } });
      },
    };
  },
};

/**
 * A module's index.ts publishes services, types, views and route plugins, never a table: neither
 * `export … from './x.tables.js'` nor a table imported and exported again (`export type` is fine).
 */
const indexExportsNoTables = {
  meta: {
    type: 'problem',
    docs: { description: "A server module's index.ts does not export its tables." },
    schema: [],
    messages: {
      table:
        "index.ts exports '{{name}}' from '{{specifier}}': a module's tables are its own business; publish a service or a read function instead.",
    },
  },
  create(context) {
    const module = unitOf(context.filename, SERVER_MODULES);
    if (!module || !isIndex(module.rest)) return {};
    const tablesSpecifier = (node) =>
      typeof node.source?.value === 'string' && /\.tables(\.[cm]?[jt]s)?$/.test(node.source.value);
    /** Value names imported from a tables file, with the file they came from. */
    const fromTables = new Map();
    const report = (node, name, specifier) => context.report({ node, messageId: 'table', data: { name, specifier } });
    return {
      ImportDeclaration(node) {
        if (!tablesSpecifier(node) || node.importKind === 'type') return;
        for (const s of node.specifiers) {
          if (s.importKind !== 'type') fromTables.set(s.local.name, node.source.value);
        }
      },
      ExportAllDeclaration(node) {
        if (tablesSpecifier(node) && node.exportKind !== 'type') report(node, '*', node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.exportKind === 'type') return;
        for (const s of node.specifiers) {
          if (s.exportKind === 'type') continue;
          const local = s.local.name ?? s.local.value;
          if (node.source && tablesSpecifier(node)) report(s, local, node.source.value);
          else if (!node.source && fromTables.has(local)) report(s, local, fromTables.get(local));
        }
      },
    };
  },
};

/**
 * No circle between server modules: module A imports module B when any file of A imports a file
 * of B, types included (a module that needs another's types depends on it too). Tables files are
 * left out (a foreign key may point either way, and db/schema.ts gathers them all), and so are
 * tests, which may put several modules together.
 */
function moduleImports(root) {
  const modules = path.join(root, 'server', 'modules');
  const graph = new Map();
  if (!existsSync(modules)) return graph;
  for (const file of sourceFiles(modules)) {
    const from = unitOf(file, SERVER_MODULES);
    if (!from || isTables(from.rest) || /\.test\.tsx?$/.test(from.rest)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const edges = graph.get(from.name) ?? new Set();
    graph.set(from.name, edges);
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
          ? statement.moduleSpecifier.text
          : undefined;
      if (!specifier?.startsWith('.')) continue;
      const to = unitOf(path.resolve(path.dirname(file), specifier), SERVER_MODULES);
      if (to && to.name !== from.name) edges.add(to.name);
    }
  }
  return new Map([...graph].map(([name, edges]) => [name, [...edges]]));
}

const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle between server modules (types included).' },
    schema: [],
    messages: {
      cycle:
        'Modules import each other in a circle: {{modules}}. One direction only: a port the caller owns, or a third module.',
    },
  },
  create(context) {
    const module = unitOf(context.filename, SERVER_MODULES);
    if (!module || !isIndex(module.rest)) return {};
    const parts = context.filename.split(path.sep);
    const root = parts.slice(0, parts.lastIndexOf('src') + 1).join(path.sep);
    const cycle = cyclesIn(moduleImports(root)).get(module.name);
    if (!cycle) return {};
    return {
      Program(node) {
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'cycle',
          data: { modules: [...cycle].sort().join(' ↔ ') },
        });
      },
    };
  },
};

export default {
  meta: { name: 'kasuwa' },
  rules: {
    'module-boundaries': moduleBoundaries,
    'no-cycle': noCycle,
    'index-exports-no-tables': indexExportsNoTables,
    'no-module-cycle': noModuleCycle,
  },
};
