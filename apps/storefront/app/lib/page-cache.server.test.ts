/**
 * The page cache on a Fastify instance as server.ts sets it up (compression registered first, the
 * cache's hooks on the page route), with a page handler that renders as entry.server.tsx does: a
 * fresh nonce in the policy and the scripts, the price from the "database", a first visitor's code.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ChangeSource, type ChangeTopic, type PageCache, createPageCache } from './page-cache.server.ts';

class FakeChanges implements ChangeSource {
  private readonly generations: Record<ChangeTopic, number> = { catalog: 0, content: 0, site: 0 };
  private readonly listeners: Array<(topics: ChangeTopic[]) => void> = [];
  generation(topic: ChangeTopic): number {
    return this.generations[topic];
  }
  subscribe(listener: (topics: ChangeTopic[]) => void): void {
    this.listeners.push(listener);
  }
  change(topic: ChangeTopic): void {
    this.generations[topic]++;
    for (const listener of this.listeners) listener([topic]);
  }
  /** A committed change whose notification has not arrived yet (it arrives by itself only later). */
  private undelivered: ChangeTopic[] = [];
  commit(topic: ChangeTopic): void {
    this.undelivered.push(topic);
  }
  async settle(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const topic of this.undelivered.splice(0)) this.change(topic);
  }
}

let app: FastifyInstance;
let cache: PageCache;
let changes: FakeChanges;
let price = '12.00';
let renders = 0;

beforeEach(async () => {
  price = '12.00';
  renders = 0;
  changes = new FakeChanges();
  cache = createPageCache({ changes });
  app = Fastify();
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  app.addHook('onSend', cache.afterWrite);
  app.put('/api/web/v1/ops/stock', async () => {
    price = '8.00';
    changes.commit('catalog');
    return { ok: true };
  });
  app.all('*', { preHandler: cache.preHandler, onSend: cache.onSend }, async (request, reply) => {
    renders++;
    const render = cache.renderFor(request);
    const visitor = randomBytes(8).toString('hex');
    render.fresh.push({ value: visitor, regenerate: () => randomBytes(8).toString('hex') });
    if (request.url.startsWith('/products/experiment')) render.cacheable = false;
    const nonce = randomBytes(18).toString('base64');
    reply.header('content-security-policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    reply.header('cache-control', 'private, no-cache');
    if (request.url === '/products/sets-cookie') reply.header('set-cookie', 'visitor=1');
    reply.type('text/html');
    const html = `<!DOCTYPE html><html><body><p>${price}</p><p data-visitor="${visitor}"></p>${'<li>padding</li>'.repeat(100)}<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></body></html>`;
    return reply.send(Readable.from([html]));
  });
});

afterEach(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))![1]!;
const visitorOf = (html: string) => /data-visitor="([^"]+)"/.exec(html)![1]!;

describe('page cache', () => {
  it('serves the second request from memory, the same page with a fresh nonce and visitor code', async () => {
    const first = await get('/products/lipstick');
    const second = await get('/products/lipstick');
    expect(renders).toBe(1);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    const [n1, n2] = [nonceOf(first.headers['content-security-policy']), nonceOf(second.headers['content-security-policy'])];
    expect(n1).not.toBe(n2);
    // The policy's nonce is the one in the page's scripts.
    expect(second.body.split(`nonce="${n2}"`)).toHaveLength(3);
    expect(visitorOf(first.body)).not.toBe(visitorOf(second.body));
    const normalise = (html: string, nonce: string) => html.replaceAll(nonce, 'NONCE').replace(visitorOf(html), 'VISITOR');
    expect(normalise(second.body, n2)).toBe(normalise(first.body, n1));
    expect(second.headers['cache-control']).toBe('private, no-cache');
  });

  it('compresses a cached page per response as the browser asks', async () => {
    await get('/products/lipstick');
    const br = await get('/products/lipstick', { 'accept-encoding': 'br' });
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it('shows a price change on the next render after the catalogue changes', async () => {
    expect((await get('/products/lipstick')).body).toContain('12.00');
    price = '9.50';
    changes.change('catalog');
    const next = await get('/products/lipstick');
    expect(next.body).toContain('9.50');
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(cache.stats().entries).toBe(1);
  });

  it('shows a change written through this process on the next page, before its notification would arrive', async () => {
    expect((await get('/products/lipstick')).body).toContain('12.00');
    expect((await app.inject({ method: 'PUT', url: '/api/web/v1/ops/stock' })).statusCode).toBe(200);
    const next = await get('/products/lipstick');
    expect(next.body).toContain('8.00');
    expect(next.headers['x-page-cache']).toBe('miss');
  });

  it('does not keep a page whose render began before a change', async () => {
    const slow = Fastify();
    const local = createPageCache({ changes });
    slow.get('/products/slow', { preHandler: local.preHandler, onSend: local.onSend }, async (_request, reply) => {
      changes.change('content');
      reply.header('content-security-policy', `script-src 'nonce-abcdefabcdefabcdefabcdef'`).type('text/html');
      return '<p>old</p>';
    });
    await slow.inject({ method: 'GET', url: '/products/slow' });
    expect(local.stats().stored).toBe(0);
    await slow.close();
  });

  it('never caches or serves a cached page to a shopper with a session, a bag or another cookie', async () => {
    await get('/products/lipstick');
    for (const cookie of ['jwt-data=abc', 'bag=token', 'kameleoonVisitorCode=abc', 'consent=1; jwt-refresh-token=x']) {
      const response = await get('/products/lipstick', { cookie });
      expect(response.headers['x-page-cache'], cookie).toBeUndefined();
    }
    await get('/products/lipstick', { authorization: 'Bearer x' });
    expect(renders).toBe(6);
    expect(cache.stats().entries).toBe(1);
  });

  it('keys on the locale and consent cookies, the site country and the device', async () => {
    await get('/products/lipstick');
    await get('/products/lipstick', { cookie: 'locale=TH; lng_th=en' });
    await get('/products/lipstick', { cookie: 'consent=analytics' });
    await get('/products/lipstick', { 'x-site-country': 'TH' });
    await get('/products/lipstick', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' });
    expect(renders).toBe(5);
    expect((await get('/products/lipstick', { cookie: 'lng_th=en; locale=TH' })).headers['x-page-cache']).toBe('hit');
  });

  it('keeps no page that sets a cookie, that a loader marked as this visitor’s, or off the catalogue', async () => {
    for (const url of ['/products/sets-cookie', '/products/experiment', '/cart', '/account', '/search?q=lip']) {
      await get(url);
      expect((await get(url)).headers['x-page-cache'], url).not.toBe('hit');
    }
    expect(cache.stats().stored).toBe(0);
  });

  it('stays within its memory bound, dropping the least recently used page', async () => {
    const small = createPageCache({ changes, maxBytes: 12_000 });
    const local = Fastify();
    local.get('/products/:slug', { preHandler: small.preHandler, onSend: small.onSend }, async (_request, reply) => {
      reply.header('content-security-policy', `script-src 'nonce-abcdefabcdefabcdefabcdef'`).type('text/html');
      return `<p>${'x'.repeat(2_500)}</p>`;
    });
    for (const slug of ['a', 'b', 'a', 'c']) await local.inject({ method: 'GET', url: `/products/${slug}` });
    expect(small.stats().entries).toBe(2);
    expect(small.stats().bytes).toBeLessThanOrEqual(12_000);
    expect((await local.inject({ method: 'GET', url: '/products/a' })).headers['x-page-cache']).toBe('hit');
    expect((await local.inject({ method: 'GET', url: '/products/b' })).headers['x-page-cache']).toBe('miss');
    await local.close();
  });
});
