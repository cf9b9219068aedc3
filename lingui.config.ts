import { defineConfig } from '@lingui/cli';
import { LOCALES, SOURCE_LOCALE } from './src/contract/languages';

/**
 * The web app's message catalogues (docs/languages.md, decision record 019): one PO file per
 * language in src/web/locales, msgid the English text. `npm run i18n:extract` brings them up to
 * date with the code; a message not yet translated falls back to English, never to its id.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  format: 'po',
  // File names stay (a translator sees where a text is used); line numbers would change on every edit.
  formatOptions: { origins: true, lineNumbers: false },
  catalogs: [{ path: '<rootDir>/src/web/locales/{locale}', include: ['<rootDir>/src/web'], exclude: ['**/*.test.*'] }],
});
