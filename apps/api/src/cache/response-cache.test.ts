import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { localePlugin } from '../plugins/locale.ts';
import type { ChangeFeed, ChangeTopic } from './changes.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, responseCache } from './response-cache.ts';
import { ResponseStore } from './response-store.ts';

/** A change feed the test moves by hand. */
function manualFeed() {
  const generations: Record<ChangeTopic, number> = { catalog: 0, content: 0, site: 0, promotion: 0 };
  const listeners = new Set<(topics: ChangeTopic[]) => void>();
  const feed: ChangeFeed & { move(topic: ChangeTopic): void } = {
    generation: (topic) => generations[topic],
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    move(topic) {
      generations[topic] += 1;
      for (const listener of listeners) listener([topic]);
    },
  };
  return feed;
}

const LONG = 'x'.repeat(5_000);

async function appWith(feed: ChangeFeed, handler: (hit: number) => Promise<unknown> | unknown, limits = { maxEntries: 100, maxBytes: 1_000_000 }) {
  const app = Fastify();
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(localePlugin);
  await app.register(responseCache, { changes: feed, enabled: true, ...limits });
  let calls = 0;
  app.get('/thing', { config: { responseCache: { topics: ['catalog'] } } }, async () => handler(++calls));
  app.get('/cookie', { config: { responseCache: { topics: ['catalog'] } } }, async (_request, reply) => {
    calls += 1;
    reply.setCookie('seen', 'yes');
    return { calls };
  });
  await app.ready();
  return { app, calls: () => calls };
}

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

describe('response cache', () => {
  it('answers the second request from memory with the same body and a strong ETag, then 304 for it', async () => {
    const feed = manualFeed();
    const built = await appWith(feed, (n) => ({ n, text: LONG }));
    app = built.app;
    const first = await app.inject({ url: '/thing?b=2&a=1' });
    const second = await app.inject({ url: '/thing?a=1&b=2' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(built.calls()).toBe(1);
    expect(second.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    const notModified = await app.inject({ url: '/thing?a=1&b=2', headers: { 'if-none-match': first.headers.etag as string } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
  });

  it('sends a hit with the headers of the miss, once each: those earlier hooks set (security, rate limit) and its own', async () => {
    const feed = manualFeed();
    app = Fastify();
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(cookie);
    await app.register(localePlugin);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-content-type-options', 'nosniff').header('vary', 'origin');
    });
    await app.register(responseCache, { changes: feed, enabled: true, maxEntries: 10, maxBytes: 1_000_000 });
    app.get('/thing', { config: { responseCache: { topics: ['catalog'] } } }, async () => ({ text: LONG }));
    await app.ready();
    for (const encoding of [undefined, 'br']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const miss = await app.inject({ url: `/thing?e=${encoding}`, headers });
      const hit = await app.inject({ url: `/thing?e=${encoding}`, headers });
      expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
      const without = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([name]) => !['x-cache', 'date', 'connection'].includes(name)));
      expect(without(hit.headers)).toEqual(without(miss.headers));
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      expect(String(hit.headers.vary).split(', ').filter((name) => name === 'origin')).toHaveLength(1);
      expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    }
  });

  it('compresses a miss once and serves the kept brotli and gzip forms, which decode to the same body', async () => {
    const feed = manualFeed();
    const built = await appWith(feed, () => ({ text: LONG }));
    app = built.app;
    const plain = await app.inject({ url: '/thing' });
    const br = await app.inject({ url: '/thing', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await app.inject({ url: '/thing', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(built.calls()).toBe(1);
    // Each encoded form is its own representation, with its own strong ETag; any of them validates.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revalidated = await app.inject({ url: '/thing', headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
  });

  it('loads again once the topic moved, and answers 304 on a miss whose new body has the ETag sent', async () => {
    const feed = manualFeed();
    let price = 100;
    const built = await appWith(feed, () => ({ price }));
    app = built.app;
    const old = await app.inject({ url: '/thing' });
    price = 90;
    feed.move('content');
    expect((await app.inject({ url: '/thing' })).json()).toEqual({ price: 100 });
    feed.move('catalog');
    const fresh = await app.inject({ url: '/thing', headers: { 'if-none-match': old.headers.etag as string } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json()).toEqual({ price: 90 });
    feed.move('catalog');
    const same = await app.inject({ url: '/thing', headers: { 'if-none-match': fresh.headers.etag as string } });
    expect(same.statusCode).toBe(304);
    expect(same.headers['x-cache']).toBe('miss');
  });

  it('never keeps an answer loaded while its data changed (the load began before the change)', async () => {
    const feed = manualFeed();
    let price = 100;
    const built = await appWith(feed, () => {
      const seen = price;
      // The change commits while this answer is being built from the old data.
      price = 90;
      feed.move('catalog');
      return { price: seen };
    });
    app = built.app;
    const raced = await app.inject({ url: '/thing' });
    expect(raced.json()).toEqual({ price: 100 });
    expect(raced.headers['x-cache']).toBe('miss');
    const next = await app.inject({ url: '/thing' });
    expect(next.headers['x-cache']).toBe('miss');
    expect(built.calls()).toBe(2);
  });

  it('neither serves nor keeps answers for requests with credentials or preview, nor answers that set cookies', async () => {
    const feed = manualFeed();
    const built = await appWith(feed, (n) => ({ n }));
    app = built.app;
    const signedIn = [{ authorization: 'Bearer abc' }, { cookie: 'jwt-data=a.b' }, { cookie: 'jwt-refresh-token=r' }];
    for (const headers of signedIn) {
      const res = await app.inject({ url: '/thing', headers });
      expect(res.headers['x-cache']).toBe('bypass');
      expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
    const preview = await app.inject({ url: '/thing', headers: { 'x-preview-mode': 'token' } });
    expect(preview.headers['x-cache']).toBe('bypass');
    expect((await app.inject({ url: '/thing' })).headers['x-cache']).toBe('miss');
    expect((await app.inject({ url: '/thing', headers: { cookie: 'jwt-signature=s' } })).json()).toEqual({ n: 6 });
    // A guest's bag or locale cookie is not a sign-in: the shared answer is right for them.
    expect((await app.inject({ url: '/thing', headers: { cookie: 'bag=t' } })).headers['x-cache']).toBe('hit');
    await app.inject({ url: '/cookie' });
    const again = await app.inject({ url: '/cookie' });
    expect(again.headers['x-cache']).toBe('miss');
    expect(again.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('keys by the resolved country and language', async () => {
    const feed = manualFeed();
    const built = await appWith(feed, (n) => ({ n }));
    app = built.app;
    await app.inject({ url: '/thing', headers: { 'x-site-country': 'SG', 'accept-language': 'en-SG' } });
    const th = await app.inject({ url: '/thing', headers: { 'x-site-country': 'TH', 'accept-language': 'th-TH' } });
    expect(th.headers['x-cache']).toBe('miss');
    const thByCookie = await app.inject({ url: '/thing', headers: { cookie: 'locale=TH; lng_th=th' } });
    expect(thByCookie.json()).toEqual(th.json());
  });
});

describe('response store', () => {
  const entry = (key: string, size: number) => ({
    key,
    topics: ['catalog'] as const,
    generations: [0],
    expiresAt: Infinity,
    contentType: 'application/json',
    vary: '',
    etag: '"x"',
    body: Buffer.alloc(size),
  });

  it('drops the least recently used answers beyond its bytes and entries', () => {
    const store = new ResponseStore({ maxEntries: 3, maxBytes: 10_000 });
    store.set(entry('a', 3_000));
    store.set(entry('b', 3_000));
    store.set(entry('c', 3_000));
    expect(store.get('a')).toBeDefined();
    store.set(entry('d', 3_000));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    store.set(entry('e', 100));
    store.set(entry('f', 100));
    expect(store.size).toBe(3);
    store.set(entry('huge', 20_000));
    expect(store.get('huge')).toBeUndefined();
  });

  it('drops the answers of a topic that changed', () => {
    const store = new ResponseStore({ maxEntries: 10, maxBytes: 100_000 });
    store.set(entry('a', 10));
    store.set({ ...entry('b', 10), topics: ['content'] });
    store.dropTopics(['catalog']);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeDefined();
    expect(store.size).toBe(1);
  });
});
