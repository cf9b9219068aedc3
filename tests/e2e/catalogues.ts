import { resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Locale } from '../../src/contract/languages';

const root = resolve(import.meta.dirname, '../..');

/** The web app's and the server's message catalogues (lingui.config.ts), as the CLI reads them. */
export async function catalogues() {
  const [web, server] = await getCatalogs(getConfig({ cwd: root, configPath: resolve(root, 'lingui.config.ts') }));
  return { web: web!, server: server! };
}

/**
 * A language's words for an English text, as its catalogues have them (the web app's keyed by a
 * hash with the English as `message`, the server's by the English itself), with `{name}` values
 * put in. A text not translated yet is the English (the app falls back the same way).
 */
export async function wordsIn(locale: Locale): Promise<(english: string, values?: Record<string, string>) => string> {
  const { web, server } = await catalogues();
  const found = new Map<string, string>();
  for (const [key, entry] of Object.entries((await server.read(locale)) ?? {})) found.set(key, entry.translation ?? '');
  for (const entry of Object.values((await web.read(locale)) ?? {}))
    if (entry.message) found.set(entry.message, entry.translation ?? '');
  return (english, values = {}) => {
    if (!found.has(english)) throw new Error(`no message "${english}" in the catalogues`);
    const text = found.get(english) || english;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}
