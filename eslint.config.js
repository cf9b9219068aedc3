import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import kasuwa from './scripts/eslint/boundaries.js';
import kasuwaWeb from './scripts/eslint/web-layers.js';

/**
 * The web files whose every text a person reads comes from the catalogues (docs/languages.md,
 * decision record 019): a text literal in them fails lint. Converting a screen adds its files here,
 * until the list can become src/web/** as a whole.
 */
/**
 * The web modules that check what a person typed (a form, an id in the address) with the contract's
 * schemas, so with zod: each is loaded only by its own screen, or on the form's first check
 * (`lazyResolver`), never by a screen that only reads (decision record 020).
 */
export const SCHEMA_CHECKS = [
  'src/web/features/accounts/forms.ts',
  'src/web/features/catalogue/components/add-category-screen.tsx',
  'src/web/features/catalogue/forms.ts',
  'src/web/features/mail/components/contact-screen.tsx',
  'src/web/features/markets/components/add-market-screen.tsx',
  'src/web/features/orders/api/track-order.ts',
  'src/web/features/orders/components/order-details-screen.tsx',
  'src/web/features/orders/components/track-order-screen.tsx',
  'src/web/features/orders/forms.ts',
  'src/web/features/payments/components/payment-form-screen.tsx',
  'src/web/features/payments/components/payment-success-screen.tsx',
  'src/web/features/payments/components/payments-admin-screen.tsx',
  'src/web/features/payments/forms.ts',
  'src/web/features/price-history/filter.ts',
  'src/web/features/reports/components/suggest-correction.tsx',
  'src/web/features/watchlist/threshold-form.ts',
];

export const LOCALIZED_FILES = [
  'src/web/app/guards.tsx',
  'src/web/app/layout.tsx',
  'src/web/app/routes/accounts.tsx',
  'src/web/app/routes/cart.tsx',
  'src/web/app/routes/catalogue.tsx',
  'src/web/app/routes/comparison.tsx',
  'src/web/app/routes/confirm-email.tsx',
  'src/web/app/routes/market.tsx',
  'src/web/app/routes/markets.tsx',
  'src/web/app/routes/not-found.tsx',
  'src/web/app/routes/product.tsx',
  'src/web/app/routes/reactivate.tsx',
  'src/web/app/routes/reset.tsx',
  'src/web/app/routes/side-menu.tsx',
  'src/web/app/routes/watchlist.tsx',
  'src/web/components/layout/*.{ts,tsx}',
  'src/web/components/ui/empty-state.tsx',
  'src/web/components/ui/query-state.tsx',
  'src/web/components/ui/spinner.tsx',
  'src/web/features/accounts/components/confirm-email-screen.tsx',
  'src/web/features/accounts/components/forgot-password-modal.tsx',
  'src/web/app/router.tsx',
  'src/web/app/source-names.ts',
  'src/web/app/routes/{about,coming-soon,confirm-email,contact,dashboard,faq,not-found,orders,payments}.tsx',
  'src/web/app/routes/{price-history,prices,reactivate,report-price,reports,reset,side-menu}.tsx',
  'src/web/components/**/*.{ts,tsx}',
  'src/web/features/{mail,orders,payments,price-history,reports,sources,subscriptions}/components/*.{ts,tsx}',
  'src/web/features/{mail,orders,payments,price-history,reports,sources,subscriptions}/{forms,filter,messages}.ts',
  'src/web/lib/toast.tsx',
  'src/web/lib/toaster.tsx',
  'src/web/features/accounts/components/login-screen.tsx',
  'src/web/features/accounts/components/name-fields.tsx',
  'src/web/features/accounts/components/password-input.tsx',
  'src/web/features/accounts/components/reactivate-screen.tsx',
  'src/web/features/accounts/components/reset-screen.tsx',
  'src/web/features/accounts/components/signup-screen.tsx',
  'src/web/features/accounts/forms.ts',
  // A feature's api and keys modules hold paths and cache keys, not texts.
  'src/web/features/{cart,catalogue,comparison,markets,watchlist}/components/*.tsx',
  'src/web/features/cart/use-*.ts',
  'src/web/features/catalogue/{forms,messages,prices}.ts',
  'src/web/features/comparison/{figures,paid-range-slot,starting-point}.ts',
  'src/web/features/watchlist/{forms,messages,threshold-form}.ts',
  'src/web/features/accounts/components/edit-profile-screen.tsx',
  'src/web/features/accounts/components/profile-screen.tsx',
  'src/web/app/routes/edit-profile.tsx',
  'src/web/app/routes/profile.tsx',
];

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
    // The web app takes the contract's schemas as types only, so its screens' code carries no zod
    // (decision record 020): answers are typed (`typed<typeof XSchema>()`), plain values come from
    // `contract/<domain>.constants.ts`. An import of types only is erased whole (no side effect).
    // The modules that check input with a schema are listed in SCHEMA_CHECKS.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/web/testing/**', ...SCHEMA_CHECKS],
    rules: {
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'contract/(?!(languages|email|error-codes|[a-z-]+\\.constants)$)[a-z-]+$',
              allowTypeImports: true,
              message: 'Import its types only, or a plain value from its .constants module (decision record 020).',
            },
            { regex: '^zod', allowTypeImports: true, message: 'No zod in the screens (decision record 020).' },
          ],
        },
      ],
    },
  },
  {
    // Lingui's macros used as they compile: t only inside a function, a whole sentence per message.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
  {
    // No text outside the catalogues in the converted files; class names, paths, ids and the like
    // are not texts.
    files: LOCALIZED_FILES,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // The brand, which no language translates.
          ignore: ['^Kasuwa$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|\\w+Class|to|href|id|htmlFor|type|role|variant|size|key|kind|mode|behavior|autoComplete|inputMode|lang|rel|target|name|src|alt|width|height|d|viewBox|fill|form|path|accept|min|max|step|dateTime|guard|tone|position|underline|amountParam|paymentType|capture|data-testid|action|code|value)$',
              },
            },
            { regex: { pattern: '^aria-(hidden|expanded|controls|current|live|modal|pressed|invalid|describedby)$' } },
          ],
          ignoreFunctions: [
            'cx',
            'set',
            'send',
            'register',
            'getFieldState',
            'getValues',
            'setValue',
            'setError',
            'navigate',
            // Which of the app's first draws is under way (lib/draw-under-way.ts).
            'drawAs',
            'isDrawing',
            // The names of a form's fields.
            'showFieldErrors',
            // Reading a query parameter, a map or a header by its name.
            // Its fields are a form's field names.
            '*.addEventListener',
            '*.removeEventListener',
            '*.querySelector',
            '*.closest',
            '*.querySelectorAll',
            '*.setAttribute',
            '*.matchMedia',
            '*.getItem',
            '*.setItem',
            '*.get',
            '*.set',
            '*.delete',
            'URLSearchParams',
          ],
        },
      ],
    },
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
