import { defineConfig } from 'vitest/config';

/** One runner for everything: unit, API (app.inject on PGlite and PostgreSQL), components, end-to-end. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'tooling', root: '.', include: ['eslint-rules/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './apps/storefront/vitest.config.ts',
        test: { name: 'storefront', root: 'apps/storefront', include: ['app/**/*.test.{ts,tsx}'] },
      },
      {
        extends: './apps/admin/vitest.config.ts',
        test: { name: 'admin', root: 'apps/admin', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./setup/global.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // A journey waits for the page to reach a state (an answer from the API, a scroll, a
          // render) for as long as `eventually` does (support/account.ts), not Vitest's 1 s default:
          // on a loaded 2-core machine the product journey's reviews test (a scroll, "Show more") ran out of it once.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
