import { expect, it } from 'vitest';
import { simplifiedCharacters } from '@blush/shared/hong-kong-chinese';
import { describeApi, shopHeaders } from '../test/api.ts';

describeApi('errors and request guards', (ctx) => {
  it('answers an unknown API route with a translated 404', async () => {
    const { api } = ctx();
    const en = await api.inject({ method: 'GET', url: '/api/web/v1/nope', headers: shopHeaders('SG', 'en') });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ error: { code: 'resource_not_found', message: 'Resource not found!' } });
    const th = await api.inject({ method: 'GET', url: '/api/web/v1/nope', headers: shopHeaders('TH', 'th') });
    expect(th.json().error.message).toBe('ไม่พบข้อมูลที่ต้องการ!');
    const zh = await api.inject({ method: 'GET', url: '/api/web/v1/nope', headers: shopHeaders('HK', 'zh') });
    expect(zh.json().error.message).toBe('找不到資源！');
  });

  it('answers unknown API paths of any method with JSON, never a page', async () => {
    const res = await ctx().api.inject({ method: 'DELETE', url: '/api/web/v1/some/deep/path', headers: shopHeaders('ID', 'id') });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error.message).toBe('Data tidak ditemukan!');
  });

  it('rate limits clients but not the storefront rendering in process', async () => {
    const { database } = ctx();
    const { buildApi } = await import('../app.ts');
    const limited = await buildApi({ database, logger: false, env: { NODE_ENV: 'test', SEED_DEMO_DATA: 'false', RATE_LIMIT_MAX: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.inject({ method: 'GET', url: '/api/web/v1/markets' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const throttled = await limited.inject({ method: 'GET', url: '/api/web/v1/markets', headers: shopHeaders('TH', 'th') });
      expect(throttled.json().error.code).toBe('rate_limited');
      const internal = await limited.inject({ method: 'GET', url: '/api/web/v1/markets', headers: { 'x-internal-request': limited.internalRequestToken } });
      expect(internal.statusCode).toBe(200);
      const forged = await limited.inject({ method: 'GET', url: '/api/web/v1/markets', headers: { 'x-internal-request': 'guess' } });
      expect(forged.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('rejects malformed query parameters with a 400 naming the field, in the shopper language', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/products?page=0&page_size=abc', headers: shopHeaders('ID', 'id') });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe('Beberapa data tidak valid. Periksa lalu coba lagi.');
    expect(body.error.details.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['querystring.page']));
  });

  it('names the fields of a 400 in Traditional Chinese on the Hong Kong site, never in Simplified', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/products?page=0&page_size=abc', headers: shopHeaders('HK', 'zh') });
    const messages = (res.json().error.details.fields as { message: string }[]).map((f) => f.message);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('')).toMatch(/[\u4e00-\u9fff]/);
    expect(simplifiedCharacters(messages.join(''))).toEqual([]);
  });

  it('refuses state-changing requests without the platform header or from another site', async () => {
    const { api } = ctx();
    const noHeader = await api.inject({ method: 'POST', url: '/api/web/v1/markets', payload: {} });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('missing_platform_header');
    const crossSite = await api.inject({
      method: 'POST',
      url: '/api/web/v1/markets',
      headers: { ...shopHeaders(), 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await api.inject({ method: 'POST', url: '/api/web/v1/markets', headers: shopHeaders(), payload: {} });
    expect(sameSite.statusCode).toBe(404);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await ctx().api.inject({
      method: 'POST',
      url: '/api/web/v1/markets',
      headers: { ...shopHeaders(), 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('reports liveness and readiness', async () => {
    const { api } = ctx();
    expect((await api.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await api.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/web/v1/markets', '/api/web/v1/products', '/api/web/v1/categories', '/api/web/v1/brands']));
    const productParams = doc.paths['/api/web/v1/products'].get.parameters.map((p: { name: string }) => p.name);
    expect(productParams).toEqual(expect.arrayContaining(['sort', 'brand', 'category', 'page', 'page_size', 'q']));
  });

  it('sets security headers on API answers', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/markets' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });
});
