import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
/** @param {string} dir */
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Test code may reach for mocks and the test kit; what ships may not.
const testFiles = [
  '{src,mocks}/**/*.test.{ts,tsx}',
  '{src,mocks}/**/*.test-helper.ts',
  'src/test/**',
];

/**
 * Imports flow one way (bulletproof-react's rule): app -> routes -> features -> api | ui | styles | lib,
 * api -> lib, ui -> styles | lib, lib -> lib. No route folder imports another, nor one domain
 * folder another.
 */
const layerZones = [
  { target: ['./src/routes', './src/features'], from: './src/app' },
  { target: './src/features', from: './src/routes' },
  ...foldersIn('src/routes').map((name) => ({
    target: `./src/routes/${name}`,
    from: './src/routes',
    except: [`./${name}`],
    message: 'A route folder imports no other: move what two screens share to src/features/<domain> or src/ui.',
  })),
  ...foldersIn('src/features').map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
  })),
  {
    target: './src/api',
    from: ['./src/app', './src/routes', './src/features', './src/ui', './src/styles'],
    message: 'api imports only lib.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/routes', './src/features', './src/api'],
    message: 'ui knows no domain: it imports only styles and lib.',
  },
  { target: './src/styles', from: ['./src/app', './src/routes', './src/features', './src/api', './src/ui'] },
  {
    target: './src/lib',
    from: ['./src/app', './src/routes', './src/features', './src/api', './src/ui', './src/styles'],
    message: 'lib imports only lib.',
  },
  { target: './mocks', from: ['./src/app', './src/routes', './src/features', './src/ui', './src/styles'] },
];

const shippedZones = [
  ...layerZones,
  {
    target: ['./src/app', './src/routes', './src/features', './src/api', './src/ui', './src/styles', './src/lib'],
    from: ['./mocks', './src/test'],
    message: 'Only tests import mocks and src/test.',
  },
  // The demo data is typed by the API's schemas, and knows nothing else of the API.
  { target: './mocks', from: './src/api/**', except: [`${root}/src/api/**/*.schemas.ts`] },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render API HTML only through <SafeHtml> (src/ui/safe-html.tsx).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files, and no-cycle finds no circle through .ts.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the '@/' and '@mocks/' aliases through tsconfig.json; an import the resolver
      // cannot follow would pass both rules unseen.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': ['error', { zones: shippedZones }],
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['src/ui/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Internal links start their target on intent only through the wrapper.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Import Link from '@/ui/link': it starts the next screen's code and data on intent.",
            },
          ],
        },
      ],
    },
  },
);
