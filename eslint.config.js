import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import kasuwa from './scripts/eslint/boundaries.js';
import kasuwaWeb from './scripts/eslint/web-layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    // Module boundaries, no table exported by an index.ts, no import cycles among files or among
    // server modules (scripts/eslint/boundaries.js).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { kasuwa },
    rules: {
      'kasuwa/module-boundaries': 'error',
      'kasuwa/no-cycle': 'error',
      'kasuwa/index-exports-no-tables': 'error',
      'kasuwa/no-module-cycle': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The shell imports no feature, and query keys live in keys modules (scripts/eslint/web-layers.js).
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'kasuwa-web': kasuwaWeb },
    rules: { 'kasuwa-web/shell-without-features': 'error', 'kasuwa-web/query-keys-in-keys-modules': 'error' },
  },
  {
    // A test of a generic component may name a key of its own.
    files: ['src/web/**/*.test.{ts,tsx}'],
    rules: { 'kasuwa-web/query-keys-in-keys-modules': 'off' },
  },
  {
    // Only config.ts reads the environment; everything else takes a Config.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    // The service worker runs in the browser's worker scope.
    files: ['src/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Playwright reads fixture dependencies from the destructuring pattern, empty included.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The contract is shared by server and web and imports nothing local.
    files: ['src/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../server/*', '../web/*', '../*/**'] }] },
  },
);
