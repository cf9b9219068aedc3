import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own lint configuration on source text given a path in the web tree: the web-layer
 * rules (scripts/eslint/web-layers.js) read only paths and syntax, so nothing is written.
 */
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function webLayerMessages(relative: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: resolve(root, relative) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('kasuwa-web/')).map((m) => m.ruleId);
}

describe('the shell imports no feature', () => {
  it('fails a component that imports a feature, and passes one that imports lib/', async () => {
    const feature =
      "import { useCartCount } from '../../features/cart/use-cart-count';\nexport const n = useCartCount;\n";
    const lib = "import { useSession } from '../../lib/session';\nexport const s = useSession;\n";
    expect(await webLayerMessages('src/web/components/layout/probe.tsx', feature)).toEqual([
      'kasuwa-web/shell-without-features',
    ]);
    expect(await webLayerMessages('src/web/components/layout/probe.tsx', lib)).toEqual([]);
  });

  it('fails the layout when it loads a feature, even lazily, and lets the app shell do it', async () => {
    const lazy = "export const out = () => import('../features/accounts/api/logout');\n";
    expect(await webLayerMessages('src/web/app/layout.tsx', lazy)).toEqual(['kasuwa-web/shell-without-features']);
    expect(await webLayerMessages('src/web/app/app-shell.tsx', lazy)).toEqual([]);
  });
});

describe('query keys live in keys modules', () => {
  const literalKeys = [
    "import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';",
    'export function useProbe() {',
    '  const client = useQueryClient();',
    "  client.setQueryData(['orders', 'detail', '1'], null);",
    "  useMutation({ mutationKey: ['cart', 'add'], mutationFn: async () => 1 });",
    "  return useQuery({ queryKey: ['cart'], queryFn: () => 1 });",
    '}',
    '',
  ].join('\n');

  it('fails a key written in place in a feature: a cache key, a mutation key and a query key', async () => {
    expect(await webLayerMessages('src/web/features/cart/api/probe.ts', literalKeys)).toEqual([
      'kasuwa-web/query-keys-in-keys-modules',
      'kasuwa-web/query-keys-in-keys-modules',
      'kasuwa-web/query-keys-in-keys-modules',
    ]);
  });

  it("passes the feature's keys module, and a call that takes its key from there", async () => {
    const keysModule =
      "export const probeKeys = { all: ['probe'] as const, one: (id: string) => ['probe', id] as const };\n";
    const fromKeys = [
      "import { useQuery } from '@tanstack/react-query';",
      "import { cartKeys } from '../cart.keys';",
      'export const useProbe = () => useQuery({ queryKey: cartKeys.all, queryFn: () => 1 });',
      '',
    ].join('\n');
    expect(await webLayerMessages('src/web/features/cart/probe.keys.ts', keysModule)).toEqual([]);
    expect(await webLayerMessages('src/web/features/cart/api/probe.ts', fromKeys)).toEqual([]);
  });
});
