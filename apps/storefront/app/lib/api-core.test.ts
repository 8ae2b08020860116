import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, type Transport, apiHeaders, apiUrl, callApi } from './api-core.ts';

const locale = { country: 'TH', language: 'th' } as const;

describe('api client core', () => {
  it('sends the product guide §7 headers', () => {
    expect(apiHeaders(locale)).toEqual({
      'Content-Type': 'application/json',
      'X-Platform': 'web',
      'X-App-Platform': 'web_desktop',
      'X-App-Version': '1.0.0',
      'X-SWA': 'web',
      'Accept-Language': 'th-TH',
      'X-Site-Country': 'TH',
    });
    expect(apiUrl('/products', { sort: 'newest', q: undefined, page: 2 })).toBe('/api/web/v1/products?sort=newest&page=2');
  });

  it('retries retryable statuses, then parses with the schema', async () => {
    const transport = vi.fn<Transport>()
      .mockResolvedValueOnce({ status: 503, body: '' })
      .mockResolvedValueOnce({ status: 429, body: '' })
      .mockResolvedValueOnce({ status: 200, body: '{"ok":true}' });
    const result = await callApi(transport, locale, '/x', { schema: z.object({ ok: z.boolean() }), retries: 2, retryDelayMs: () => 0 });
    expect(result).toEqual({ ok: true });
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404 and surfaces the translated message', async () => {
    const transport = vi.fn<Transport>().mockResolvedValue({
      status: 404,
      body: JSON.stringify({ error: { code: 'resource_not_found', message: 'ไม่พบข้อมูลที่ต้องการ!' } }),
    });
    const error = await callApi(transport, locale, '/x', { retries: 2, retryDelayMs: () => 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'resource_not_found', message: 'ไม่พบข้อมูลที่ต้องการ!' });
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('gives up after the retries', async () => {
    const transport = vi.fn<Transport>().mockResolvedValue({ status: 500, body: '' });
    await expect(callApi(transport, locale, '/x', { retries: 2, retryDelayMs: () => 0 })).rejects.toMatchObject({ status: 500 });
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('rejects a response that does not match the contract', async () => {
    const transport: Transport = async () => ({ status: 200, body: '{"ok":"yes"}' });
    await expect(callApi(transport, locale, '/x', { schema: z.object({ ok: z.boolean() }) })).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
