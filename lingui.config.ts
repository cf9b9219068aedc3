import { defineConfig } from '@lingui/cli';
import { LOCALES, SOURCE_LOCALE } from './src/contract/languages';

/**
 * The message catalogues (docs/languages.md, decision record 019), one PO file per language per
 * side, msgid the English text: the web app's in src/web/locales (macros, compiled by Vite), the
 * server's in src/server/locales (problem messages, answers and e-mails: the messages of src/server
 * and src/contract written after an `i18n` comment, compiled by the server's build or, from source,
 * at start). `npm run i18n:extract` brings them up to date with the code; a message not yet
 * translated falls back to English, never to its id.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  format: 'po',
  // File names stay (a translator sees where a text is used); line numbers would change on every edit.
  formatOptions: { origins: true, lineNumbers: false },
  catalogs: [
    { path: '<rootDir>/src/web/locales/{locale}', include: ['<rootDir>/src/web'], exclude: ['**/*.test.*'] },
    {
      path: '<rootDir>/src/server/locales/{locale}',
      include: ['<rootDir>/src/server', '<rootDir>/src/contract'],
      exclude: ['**/*.test.*', '<rootDir>/src/server/testing', '<rootDir>/src/server/db/migrations'],
    },
  ],
});
