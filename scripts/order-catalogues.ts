/**
 * Puts the server's catalogues (src/server/locales/*.po) in the order of their English, after
 * `lingui extract`. Its "message" order sorts by a message's text apart from its id, which the
 * server's messages do not have (the English is the id): left alone, they would move on every run.
 * Read and written by Lingui's own PO format, so nothing but the order changes.
 */
import { resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const root = resolve(import.meta.dirname, '..');
const config = getConfig({ cwd: root, configPath: resolve(root, 'lingui.config.ts') });
const english = new Intl.Collator('en-US');

for (const catalog of await getCatalogs(config)) {
  if (!catalog.path.includes('/src/server/')) continue;
  for (const locale of config.locales) {
    const messages = (await catalog.read(locale)) ?? {};
    const ordered = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => english.compare(a, b)));
    await catalog.write(locale, ordered);
  }
}
