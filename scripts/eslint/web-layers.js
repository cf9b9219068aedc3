import path from 'node:path';

/**
 * Kasuwa's web layers (docs/adding-a-domain.md, "Web"):
 * - the shell, `components/` and `app/layout.tsx`, imports no feature: the app gives it what
 *   features provide (app/app-shell.tsx), as the route files put features on screens;
 * - a query (or mutation) key is built only in its feature's keys module (`<feature>.keys.ts`):
 *   anywhere else an array literal given as a key (`queryKey: [...]`, `mutationKey: [...]`,
 *   `setQueryData([...], …)`) is refused.
 */

const posix = (file) => file.split(path.sep).join('/');

/** The shell: every file of components/, and the layout. */
const isShell = (file) => /\/src\/web\/(components\/|app\/layout\.tsx$)/.test(posix(file));

/** Whether a relative specifier points into src/web/features/. */
const intoFeatures = (importer, specifier) =>
  specifier.startsWith('.') && /\/src\/web\/features\//.test(posix(path.resolve(path.dirname(importer), specifier)));

const shellWithoutFeatures = {
  meta: {
    type: 'problem',
    docs: { description: 'components/ and app/layout.tsx import no web feature.' },
    schema: [],
    messages: {
      featureInShell:
        "The shell imports a feature ('{{specifier}}'): take what it needs as props from app/app-shell.tsx instead.",
    },
  },
  create(context) {
    const importer = context.filename;
    if (!isShell(importer)) return {};
    const check = (source) => {
      if (source?.type === 'Literal' && typeof source.value === 'string' && intoFeatures(importer, source.value)) {
        context.report({ node: source, messageId: 'featureInShell', data: { specifier: source.value } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** QueryClient methods whose first argument is a query key. */
const TAKES_A_KEY = new Set([
  'getQueryData',
  'setQueryData',
  'getQueryState',
  'ensureQueryData',
  'fetchQuery',
  'prefetchQuery',
]);

const queryKeysInKeysModules = {
  meta: {
    type: 'problem',
    docs: { description: "Query keys are built in their feature's keys module (<feature>.keys.ts)." },
    schema: [],
    messages: {
      literalKey: "A key written in place: build it in the feature's keys module (<feature>.keys.ts).",
    },
  },
  create(context) {
    if (/\.keys\.ts$/.test(context.filename)) return {};
    const report = (node) => context.report({ node, messageId: 'literalKey' });
    return {
      'Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression.value': report,
      CallExpression(node) {
        const name = node.callee.type === 'MemberExpression' ? node.callee.property.name : undefined;
        const [first] = node.arguments;
        if (TAKES_A_KEY.has(name) && first?.type === 'ArrayExpression') report(first);
      },
    };
  },
};

export default {
  meta: { name: 'kasuwa-web' },
  rules: { 'shell-without-features': shellWithoutFeatures, 'query-keys-in-keys-modules': queryKeysInKeysModules },
};
