import { expect, it } from 'vitest';
import { contentSecurityPolicy, isProductionEnv, pageSecurityHeaders } from './security-headers.ts';

it('allows inline scripts only with the nonce, and no framing', () => {
  const csp = contentSecurityPolicy('abc123');
  expect(csp).toContain("script-src 'self' 'nonce-abc123'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
});

it('adds HSTS in production only', () => {
  expect(pageSecurityHeaders({ nonce: 'n', production: true })['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  expect(pageSecurityHeaders({ nonce: 'n', production: false })['Strict-Transport-Security']).toBeUndefined();
  expect(pageSecurityHeaders({ production: false })['X-Frame-Options']).toBe('DENY');
  expect(isProductionEnv({ APP_ENV: 'production' })).toBe(true);
  expect(isProductionEnv({ NODE_ENV: 'production' })).toBe(true);
  expect(isProductionEnv({ NODE_ENV: 'production', APP_ENV: 'test' })).toBe(false);
  expect(isProductionEnv({ NODE_ENV: 'development' })).toBe(false);
});
