// Lint keeps the structure of docs/architecture.md true: module boundaries, no cycles, SQL in
// *.queries.ts, no Hono Context below the routes, no test kits in production code.
import fs from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const dirs = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/testing/**', 'tests/**', 'bench/**'];

// Web features never import each other; the router (web/src/routes) composes them. Admin screens
// share only admin/kit and admin/appearance-kit. Public features never reach into the admin.
const webFeatures = dirs('web/src/features');
const adminScreens = dirs('web/src/admin');
const adminShared = ['kit', 'appearance-kit'];
const webZones = [
  ...webFeatures.map((f) => ({
    target: `./web/src/features/${f}`,
    from: './web/src/features',
    except: [`./${f}`],
    message: 'Web features do not import each other: move the shared piece to web/src/ui (or web/src/api).',
  })),
  ...adminScreens
    .filter((a) => !adminShared.includes(a))
    .map((a) => ({
      target: `./web/src/admin/${a}`,
      from: './web/src/admin',
      except: [`./${a}`, ...adminShared.map((s) => `./${s}`)],
      message: 'Admin screens share code only through web/src/admin/kit or web/src/admin/appearance-kit.',
    })),
  { target: './web/src/features', from: './web/src/admin', message: 'Public pages never import admin screens.' },
  { target: './web/src/ui', from: ['./web/src/features', './web/src/admin'], message: 'web/src/ui is below the features.' },
  {
    target: './web/src',
    from: './src',
    except: ['./shared'],
    message: 'The web imports from the server only what src/shared publishes.',
  },
];

const KYSELY_CALLS = 'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'dist/**', 'web/dist/**', 'data/**', 'coverage/**', '**/*.d.mts', '.tmp/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts}', '**/*.{js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-debugger': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // production code never imports a test kit or a fake
    files: ['src/**/*.ts', 'cli/**/*.ts', 'web/src/**/*.{ts,tsx}', 'migrations/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(testing|tests)(/|$)', message: 'Test kits live in src/testing and are for tests only.' }] },
      ],
    },
  },
  {
    // SQL lives in *.queries.ts (and db/, migrations/, and the search engines of platform/search,
    // one module per database engine); services hold the rules
    files: ['src/features/**/*.ts', 'src/platform/**/*.ts', 'src/http/**/*.ts', 'cli/**/*.ts'],
    ignores: [...TESTS, '**/*.queries.ts', 'src/platform/search/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${KYSELY_CALLS})$/]`,
          message: 'Queries belong in this feature’s *.queries.ts; the service calls them.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'Raw SQL belongs in a *.queries.ts file.' },
      ],
    },
  },
  {
    // below the routes nothing takes Hono's Context: services take Deps (src/deps.ts)
    files: ['src/features/**/*.ts'],
    ignores: [...TESTS, '**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'hono',
              importNames: ['Context'],
              message: 'Services take Deps (src/deps.ts) as their first argument, never the request Context.',
            },
          ],
        },
      ],
    },
  },
);
