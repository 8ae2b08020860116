import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../db/client.ts';
import { type Api, buildApi } from '../app.ts';
import { testDatabaseTargets } from './databases.ts';
import { openSeeded } from './seeded.ts';

export interface ApiContext {
  api: Api;
  database: Database;
}

/** Headers the storefront sends (product guide §7) for a country and language. */
export function shopHeaders(country = 'SG', language = 'en'): Record<string, string> {
  return {
    'x-platform': 'web',
    'x-app-platform': 'web_desktop',
    'x-app-version': '1.0.0',
    'x-swa': 'web',
    'accept-language': `${language}-${country}`,
    'x-site-country': country,
  };
}

/**
 * Runs `body` once per database target (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
 * against a freshly seeded database and an API built on it.
 */
export function describeApi(name: string, body: (ctx: () => ApiContext) => void, options: { products?: number; env?: Record<string, string> } = {}): void {
  for (const target of testDatabaseTargets()) {
    describe(`${name} [${target.name}]`, () => {
      let context: ApiContext | undefined;
      beforeAll(async () => {
        const database = await openSeeded(target, options.products ?? 160);
        const api = await buildApi({
          database,
          logger: process.env.TEST_LOG ? { level: 'error' } : false,
          env: { NODE_ENV: 'test', SEED_DEMO_DATA: 'false', RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000', JOBS_ENABLED: 'false', ...options.env },
        });
        await api.ready();
        context = { api, database };
      });
      afterAll(async () => {
        await context?.api.close();
        await context?.database.close();
      });
      body(() => {
        if (!context) throw new Error('API not started');
        return context;
      });
    });
  }
}
