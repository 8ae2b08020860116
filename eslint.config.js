// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import serviceImports from './eslint-rules/service-imports.js';

const ROOT = import.meta.dirname;
const dirsIn = (dir) => readdirSync(resolve(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

// One feature never imports another (docs/architecture.md rule 1): a zone per feature folder.
const FEATURES = './apps/storefront/app/features';
const featureZones = dirsIn(FEATURES).map((name) => ({
  target: `${FEATURES}/${name}`,
  from: FEATURES,
  // …except the error reporter's facade and boundary hook, which every feature reports through
  // (decision 0025): tiny, loaded with the page, the vendor client stays behind them; and the
  // visitor's cookie consent, which analytics and experiments must obey (issue 19).
  except: [`./${name}`, './error-reporting/report.ts', './error-reporting/route-error.ts', './consent/consent.ts', './consent/hooks/use-consent.ts'],
  message: 'A feature never imports another feature; the route combines them (docs/architecture.md rule 1).',
}));

// API: routes → service → repo; no module reaches into another's repo.ts or tables.ts (a module's own
// tables.ts, or a `*-tables.ts` it is split into, may name another's table for a foreign key). A zone
// per module; globs are absolute.
const MODULES = resolve(ROOT, 'apps/api/src/modules');
/** A module's SQL: its repo.ts, the repos it is split into (`*-repo.ts`, a query builder), its tables (`tables.ts`, `*-tables.ts`). */
const SQL_FILES = [`${MODULES}/*/repo.ts`, `${MODULES}/*/*-repo.ts`, `${MODULES}/*/*-query.ts`, `${MODULES}/*/tables.ts`, `${MODULES}/*/*-tables.ts`];
const moduleZones = dirsIn(MODULES).map((name) => ({
  target: `${MODULES}/${name}/!(tables|*-tables).ts`,
  from: SQL_FILES,
  except: [`${MODULES}/${name}/**`],
  message: "Call the other module's service, or move the work to a flow (docs/architecture.md rule 1).",
}));

/**
 * Every import boundary, defined once. Flat-config rule entries replace each other rather than
 * merge, so no override sets `import-x/no-restricted-paths` itself: the one below holds them all.
 */
const ZONES = [
  // Storefront layers: routes → features → components/lib → shared.
  { target: './apps/storefront/app/features', from: './apps/storefront/app/routes' },
  { target: './apps/storefront/app/components', from: ['./apps/storefront/app/features', './apps/storefront/app/routes'] },
  { target: './apps/storefront/app/lib', from: ['./apps/storefront/app/features', './apps/storefront/app/routes', './apps/storefront/app/components'] },
  ...featureZones,
  // Shared code depends on nothing of the apps.
  { target: './packages/shared', from: ['./apps'] },
  // API.
  ...moduleZones,
  { target: `${MODULES}/*/routes.ts`, from: SQL_FILES, message: 'Routes call the service; SQL lives in repo.ts.' },
  // Flows compose services; they never reach into a module's SQL.
  { target: `${resolve(ROOT, 'apps/api/src/flows')}/!(*.test).ts`, from: SQL_FILES, message: "A flow calls the modules' services, never their repos or tables (docs/architecture.md rule 1)." },
  {
    target: `${resolve(ROOT, 'apps/api/src/adapters')}/**/!(*.test).ts`,
    from: [`${MODULES}/**`, `${resolve(ROOT, 'apps/api/src/flows')}/**`],
    message: 'An adapter depends on nothing in modules/ or flows/: they call it (docs/architecture.md rule 1).',
  },
];

/**
 * The read-only look-ups a module may call on another module's service (`blush/service-imports`).
 * Anything else across modules — every write — is a flow in apps/api/src/flows/.
 */
const SERVICE_LOOKUPS = {
  bag: ['viewBag'],
  catalog: ['mediaUrl', 'bagVariants', 'variantsById'],
  content: ['getLayout'],
  // `…Sql`: an expression a bag read embeds (whether the bag holds credit or gift cards), read-only.
  credit: ['bagCredit', 'creditApplied', 'creditAppliedSql'],
  customer: ['requireCustomer', 'customerById', 'customerByPublicId', 'customerByEmail', 'membersBornIn', 'membersDueForReview', 'staffMembers', 'verifyPassword', 'burnPasswordCheck', 'validateNewPassword'],
  fraud: ['screening'],
  giftcard: ['bagGiftCards', 'giftCardsHeldSql', 'purchaseDetails'],
  loyalty: ['balanceOf'],
  // Mail is the outbound mailbox: sending writes only its own record of the message.
  mail: ['sendMail', 'sendMailOnce'],
  // A member's notification choices, read by every sender.
  notification: ['allows'],
  promotion: ['promotionByCode', 'promotionById', 'automaticPromotions', 'listedPromotions', 'bundleProducts', 'giftsOf', 'giftRows', 'samplesIn', 'promotionUsage', 'ordersPlaced'],
  reward: ['rewardImageUrl', 'listRewards', 'reservedBefore'],
  store: ['collectionStores'],
};

/**
 * Cross-module writes still made inside a module, by file, each to move into a flow. Empty since
 * issue 14 part 4 moved the last ones (tiers, password reset, reward redemption) into flows; it
 * stays so that a new exception is written down here, not slipped in.
 */
const SERVICE_WRITES_PENDING = {};

const storefrontForbidden = [
  { group: ['@blush/api', '@blush/api/*'], message: 'The storefront talks to the API over HTTP only (docs/architecture.md rule 1).' },
  { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'No database access from the storefront.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/.react-router/**', '**/.data/**', '**/dist/**', 'apps/api/drizzle/**', 'eslint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] }, 'import-x/ignore': ['node_modules'], 'import-x/external-module-folders': ['node_modules'], 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { blush: { rules: { 'service-imports': serviceImports } } },
    rules: { 'blush/service-imports': ['error', { allow: SERVICE_LOOKUPS, pending: SERVICE_WRITES_PENDING }] },
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
  {
    // The back office (apps/admin, decision 0029): a browser app talking to /api/admin/v1 over HTTP only.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@blush/api', '@blush/api/*'], message: 'The back office talks to the admin API over HTTP only (decision 0029).' },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'No database access from the back office.' },
          ],
        },
      ],
    },
  },
);
