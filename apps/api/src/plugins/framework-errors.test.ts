import { expect, it } from 'vitest';
import { describeApi, shopHeaders } from '../test/api.ts';
import { buildApi } from '../app.ts';

describeApi('framework errors answer from the catalogue', (ctx) => {
  it('answers an undecodable API path with the catalogue 400 in the shopper language, not FST_ERR_BAD_URL', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/products/%ZZ', headers: shopHeaders('HK', 'zh') });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: { code: 'invalid_url', message: '此網址無效，請檢查後重試。' } });
    expect(res.body).not.toContain('FST_');
  });

  it('takes the language from the lng_ cookie when there is no Accept-Language', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/%ZZ', headers: { cookie: 'locale=TH; lng_th=th' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('ที่อยู่เว็บนี้ไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง');
  });

  it('answers an undecodable page path with a 400 page carrying the page security headers', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/%ZZ', headers: { accept: 'text/html,*/*', 'accept-language': 'id-ID', 'x-site-country': 'ID' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="id-ID"');
    expect(res.body).toContain('Alamat web ini tidak valid. Periksa lalu coba lagi.');
    expect(res.body).not.toContain('FST_');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS to that page in production', async () => {
    const api = await buildApi({
      database: ctx().database,
      logger: false,
      env: { NODE_ENV: 'production', APP_ENV: 'production', SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false' },
    });
    try {
      const res = await api.inject({ method: 'GET', url: '/%ZZ', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(400);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await api.close();
    }
  });

  it('answers a too-large body with a translated 413', async () => {
    const res = await ctx().api.inject({
      method: 'POST',
      url: '/api/web/v1/cart/discount-coupon',
      headers: { ...shopHeaders('TH', 'th'), 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'request_too_large', message: 'คำขอมีขนาดใหญ่เกินไป โปรดลดขนาดแล้วลองอีกครั้ง' } });
  });

  it('answers an unsupported media type with a translated 415', async () => {
    const res = await ctx().api.inject({
      method: 'POST',
      url: '/api/web/v1/cart/discount-coupon',
      headers: { ...shopHeaders('ID', 'id'), 'content-type': 'application/xml' },
      payload: '<code>x</code>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: { code: 'unsupported_media_type', message: 'Jenis konten ini tidak diterima. Harap kirim JSON.' } });
  });

  it('answers malformed JSON with the catalogue 400 and no framework code', async () => {
    const res = await ctx().api.inject({
      method: 'POST',
      url: '/api/web/v1/cart/discount-coupon',
      headers: { ...shopHeaders(), 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: 'Some of the details are not valid. Please check and try again.' } });
  });
});
