import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it("are helmet's, worked out once: the policy, no sniffing, the resource policy asked for", () => {
    const headers = helmetHeaders({ crossOriginResourcePolicy: { policy: 'same-origin' } });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('are on every answer of the instance: a route, an error and an unknown address', async () => {
    const app = Fastify();
    await app.register(async (api) => {
      registerSecurityHeaders(api, { crossOriginResourcePolicy: { policy: 'same-origin' } });
      api.get('/ok', async () => ({ ok: true }));
      api.get('/fails', async () => {
        throw new Error('boom');
      });
    }, { prefix: '/api' });
    for (const url of ['/api/ok', '/api/fails']) {
      const answer = await app.inject({ url });
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    await app.close();
  });
});
