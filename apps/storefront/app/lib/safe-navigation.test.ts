import { describe, expect, it } from 'vitest';
import { checkNavigation, isNavigationAllowed } from './safe-navigation.ts';

describe('safe navigation', () => {
  it('allows in-app paths', () => {
    expect(checkNavigation('/about')).toEqual({ ok: true, kind: 'internal', href: '/about' });
    expect(checkNavigation('?page=2')).toMatchObject({ ok: true, kind: 'internal' });
  });

  it('refuses external URLs by default', () => {
    expect(checkNavigation('https://evil.example/phish')).toEqual({
      ok: false,
      code: 'external_navigation_refused',
      href: 'https://evil.example/phish',
    });
    expect(isNavigationAllowed('//evil.example/x')).toBe(false);
    expect(isNavigationAllowed('javascript:alert(1)')).toBe(false);
    expect(isNavigationAllowed('data:text/html,hi')).toBe(false);
  });

  it('allows the retailer’s own country sites (the default allow list)', () => {
    expect(checkNavigation('https://www.blush.co.th/about')).toMatchObject({ ok: true, kind: 'external' });
    expect(isNavigationAllowed('http://www.blush.co.th/about')).toBe(false);
  });

  it('uses a given allow list, by exact origin', () => {
    const allow = ['https://partner.example'];
    expect(isNavigationAllowed('https://partner.example/x', allow)).toBe(true);
    expect(isNavigationAllowed('https://partner.example.evil.com/x', allow)).toBe(false);
    expect(isNavigationAllowed('https://partner.example:8443/x', allow)).toBe(false);
  });
});
