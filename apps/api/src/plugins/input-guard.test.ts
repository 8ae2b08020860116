import { expect, it } from 'vitest';
import { describeApi, shopHeaders } from '../test/api.ts';
import { buildApi } from '../app.ts';
import { findUnstorable } from './input-guard.ts';

const TH_MESSAGE = 'ข้อมูลบางส่วนมีอักขระที่ไม่อนุญาต โปรดตรวจสอบแล้วลองอีกครั้ง';

it('finds NUL characters and lone surrogates anywhere in the input, keys too', () => {
  expect(findUnstorable({ a: ['ok', { b: 'x\u0000' }] }, 'body')).toBe('body.a.1.b');
  expect(findUnstorable({ 'k\u0000': 1 }, 'body')).toBe('body');
  expect(findUnstorable('\uD800', 'q')).toBe('q');
  expect(findUnstorable('x\uDC00', 'q')).toBe('q');
  expect(findUnstorable('😀 ok ไทย 中文', 'q')).toBeUndefined();
  let deep: unknown = 'x\u0000';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  expect(findUnstorable(deep, 'body')).toMatch(/^body(\.0)+$/);
});

describeApi('input PostgreSQL cannot store', (ctx) => {
  it('refuses a NUL in a JSON body with a translated 400 (it was a 500 with the SQL in the log)', async () => {
    const res = await ctx().api.inject({
      method: 'POST',
      url: '/api/web/v1/cart/discount-coupon',
      headers: { ...shopHeaders('TH', 'th'), 'content-type': 'application/json' },
      payload: '{"code":"a\\u0000b"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_characters', message: TH_MESSAGE, details: { fields: [{ field: 'body.code' }] } });
  });

  it('refuses a NUL in a query or a path parameter, and a lone surrogate', async () => {
    const { api } = ctx();
    const mailbox = await api.inject({ method: 'GET', url: '/api/web/v1/dev/mailbox?to=a%00b', headers: shopHeaders() });
    expect(mailbox.statusCode).toBe(400);
    expect(mailbox.json().error.code).toBe('invalid_characters');
    const product = await api.inject({ method: 'GET', url: '/api/web/v1/products/a%00b', headers: shopHeaders('ID', 'id') });
    expect(product.statusCode).toBe(400);
    expect(product.json().error.message).toBe('Beberapa data berisi karakter yang tidak diizinkan. Periksa lalu coba lagi.');
    const surrogate = await api.inject({
      method: 'POST',
      url: '/api/web/v1/cart/discount-coupon',
      headers: { ...shopHeaders(), 'content-type': 'application/json' },
      payload: '{"code":"a\\ud800b"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().error.code).toBe('invalid_characters');
  });

  it('refuses it in production too, and the log never holds the input', async () => {
    const lines: string[] = [];
    const api = await buildApi({
      database: ctx().database,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      env: { NODE_ENV: 'production', APP_ENV: 'production', SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false', RATE_LIMIT_MAX: '100000' },
    });
    try {
      const res = await api.inject({
        method: 'POST',
        url: '/api/web/v1/cart/discount-coupon',
        headers: { ...shopHeaders('HK', 'zh'), 'content-type': 'application/json' },
        payload: '{"code":"SECRET\\u0000CODE"}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('部分資料包含不允許的字元，請檢查後重試。');
      expect(lines.join('\n')).not.toMatch(/SECRET|params:|select |insert /i);
    } finally {
      await api.close();
    }
  });
});
