/**
 * Two API processes on one PostgreSQL: this test's process (A, its own pool and change feed) and a
 * real second process (B, `src/server.ts`). A change written by either is served by the other on
 * its next request. PostgreSQL only: the embedded database belongs to one process.
 *
 * No polling, no sleeping. After a change commits, the test sends a marker NOTIFY of its own and
 * waits (bounded) until B logs that its feed handled it. PostgreSQL delivers notifications to every
 * listener in commit order, and the feed handles them in arrival order, so by then B has moved the
 * change's generation: its next answer cannot come from before the change. A waits the same way
 * through `changes.settle()`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ContentEntry } from '@blush/shared/content';
import type { ProductDetail, ProductListResponse } from '@blush/shared/contracts';
import { type Api, buildApi } from '../app.ts';
import { type ChildServer, startChildServer } from '../test/child-server.ts';
import { shopHeaders } from '../test/api.ts';
import { seededServerDatabase } from '../test/seeded.ts';
import { refreshOffers } from '../modules/catalog/service.ts';
import { publish, saveDraft } from '../modules/content/service.ts';
import { CHANGES_CHANNEL } from './changes.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const V1 = '/api/web/v1';
const MARKER_WAIT_MS = 10_000;

if (serverUrl) {
  describe('two processes on one PostgreSQL', () => {
    let a: Api;
    let b: ChildServer;
    let drop: () => Promise<void>;
    const markers = new Map<string, () => void>();

    beforeAll(async () => {
      const database = await seededServerDatabase(serverUrl, 160);
      drop = database.drop;
      const env = { DATABASE_URL: database.url, SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false', RATE_LIMIT_MAX: '100000', NODE_ENV: 'test' };
      a = await buildApi({ env, logger: false });
      await a.ready();
      b = await startChildServer({ ...env, LOG_LEVEL: 'debug' }, undefined, {
        onLine: (line) => {
          if (!line.includes('change feed marker')) return;
          const { marker } = JSON.parse(line) as { marker: string };
          markers.get(marker)?.();
        },
      });
    }, 300_000);

    afterAll(async () => {
      await b?.stop();
      await a?.close();
      await drop?.();
    });

    /** Resolves once B has handled every notification committed before this call. */
    const bCaughtUp = async () => {
      const marker = `sync:test-${randomUUID()}`;
      const seen = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`process B did not report ${marker} within ${MARKER_WAIT_MS} ms`)), MARKER_WAIT_MS);
        markers.set(marker, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await a.database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${marker})`);
      await seen;
      markers.delete(marker);
    };
    const fromB = async (path: string) => {
      const res = await fetch(`${b.origin}${V1}${path}`, { headers: shopHeaders() });
      expect(res.status).toBe(200);
      return { cache: res.headers.get('x-cache'), body: (await res.json()) as unknown };
    };
    const fromA = async (path: string) => {
      const res = await a.inject({ method: 'GET', url: `${V1}${path}`, headers: shopHeaders() });
      expect(res.statusCode).toBe(200);
      return { cache: res.headers['x-cache'], body: res.json() as unknown };
    };
    const soldVariant = async () => {
      const listing = (await fromB('/products?sort=newest&page_size=1&in_stock=true')).body as ProductListResponse;
      const slug = listing.items[0]!.slug;
      const detail = (await fromB(`/products/${slug}`)).body as ProductDetail;
      return { slug, detail, variant: detail.variants.find((v) => v.offer?.inStock)! };
    };

    it('a price changed through one process is served by the other on its next request', async () => {
      const { slug, detail, variant } = await soldVariant();
      expect((await fromB(`/products/${slug}`)).cache).toBe('hit');
      const price = variant.offer!.price.amount + 2_500;
      await a.database.db.execute(sql`update variant_markets set price = ${price}, sale_price = null where variant_id = ${variant.id} and country = 'SG'`);
      await refreshOffers(a.database.db, [detail.id]);
      await bCaughtUp();
      const after = await fromB(`/products/${slug}`);
      expect(after.cache).toBe('miss');
      expect((after.body as ProductDetail).variants.find((v) => v.id === variant.id)!.offer!.price.amount).toBe(price);
    });

    it('stock changed by the other process is served here on the next request', async () => {
      const { slug, variant } = await soldVariant();
      await fromA(`/products/${slug}`);
      expect((await fromA(`/products/${slug}`)).cache).toBe('hit');
      const res = await fetch(`${b.origin}${V1}/ops/stock`, {
        method: 'PUT',
        headers: { ...shopHeaders(), 'content-type': 'application/json', authorization: 'Bearer ops-dev-token' },
        body: JSON.stringify({ sku: variant.sku, country: 'SG', stock: 1 }),
      });
      expect(res.status).toBe(200);
      await a.changes.settle();
      const after = await fromA(`/products/${slug}`);
      expect(after.cache).toBe('miss');
      expect((after.body as ProductDetail).variants.find((v) => v.id === variant.id)!.offer!.lowStock).toBe(1);
    });

    it('published content is served by the other process on its next request', async () => {
      const doc = (title: string) => ({
        title: { en: title, id: `${title} (id)`, th: `${title} (th)`, zh: `${title} (zh)` },
        blocks: [{ type: 'rich_text' as const, id: 'body', body: { en: 'Hello.', id: 'Halo.', th: 'สวัสดี', zh: '你好。' } }],
      });
      const path = '/contentful/content-entries/pages/two-processes';
      await saveDraft(a.database.db, 'pages/two-processes', 'landing_page', doc('First'));
      await publish(a.database.db, 'pages/two-processes');
      await bCaughtUp();
      await fromB(path);
      expect((await fromB(path)).cache).toBe('hit');
      await saveDraft(a.database.db, 'pages/two-processes', 'landing_page', doc('Second'));
      await publish(a.database.db, 'pages/two-processes');
      await bCaughtUp();
      expect(((await fromB(path)).body as ContentEntry).title).toBe('Second');
    });
  });
}
