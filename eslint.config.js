// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// One feature never imports another (DESIGN.md rule 1): a zone per feature folder.
const FEATURES = './apps/storefront/app/features';
const featureZones = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    target: `${FEATURES}/${entry.name}`,
    from: FEATURES,
    except: [`./${entry.name}`],
    message: 'A feature never imports another feature; the route combines them (DESIGN.md rule 1).',
  }));

const storefrontForbidden = [
  { group: ['@blush/api', '@blush/api/*'], message: 'The storefront talks to the API over HTTP only (DESIGN.md rule 1).' },
  { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'No database access from the storefront.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/.react-router/**', '**/.data/**', '**/dist/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'], 'import-x/external-module-folders': ['node_modules'], 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Storefront layers: routes → features → components/lib → shared.
            { target: './apps/storefront/app/features', from: './apps/storefront/app/routes' },
            { target: './apps/storefront/app/components', from: ['./apps/storefront/app/features', './apps/storefront/app/routes'] },
            { target: './apps/storefront/app/lib', from: ['./apps/storefront/app/features', './apps/storefront/app/routes', './apps/storefront/app/components'] },
            // Shared code depends on nothing of the apps.
            { target: './packages/shared', from: ['./apps'] },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // API: a module's routes never touch SQL, and no module reaches into another's repo or tables
    // (a module's own tables.ts may name another's table for a foreign key).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/*/tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./[^./][^/]*/(repo|tables)\\.ts$', message: "Call the other module's service, or move the work to a flow (DESIGN.md rule 1)." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./(repo|tables)\\.ts$', message: 'Routes call the service; SQL lives in repo.ts.' }] }],
    },
  },
  {
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: storefrontForbidden }],
    },
  },
);
