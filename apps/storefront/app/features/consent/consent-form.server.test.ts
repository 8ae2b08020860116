import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL, consentCookie, settingsRequested, withSettingsRequest } from './consent.ts';
import { consentFormOutcome } from './consent-form.server.ts';

/** A Set-Cookie value without its Expires date (seconds apart between two calls). */
const undated = (cookie: string | null | undefined) => cookie?.replace(/; Expires=[^;]+/, '');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('the banner posted before hydration (POST /consent)', () => {
  it('Accept all and Reject all set the cookie the browser sets, and go back to the page', () => {
    const accepted = consentFormOutcome(form({ choice: 'accept', return_to: '/brands?sort=newest' }), false)!;
    expect(accepted.location).toBe('/brands?sort=newest');
    expect(undated(accepted.cookie)).toBe(undated(consentCookie(ACCEPT_ALL)));
    expect(undated(accepted.cookie)).toBe('consent=v1.a1.m1; Path=/; Max-Age=31536000; SameSite=Lax');
    const rejected = consentFormOutcome(form({ choice: 'reject', return_to: '/cart' }), true)!;
    expect(rejected.location).toBe('/cart');
    expect(undated(rejected.cookie)).toBe('consent=v1.a0.m0; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('Save stores the switches that are on, and drops the settings request from the way back', () => {
    const saved = consentFormOutcome(form({ choice: 'save', analytics: '1', return_to: '/?consent=settings&language=en' }), false);
    expect(saved?.location).toBe('/?language=en');
    expect(undated(saved?.cookie)).toBe('consent=v1.a1.m0; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(undated(consentFormOutcome(form({ choice: 'save', return_to: '/' }), false)?.cookie)).toBe(undated(consentCookie(REJECT_ALL)));
  });

  it('Settings sets nothing and comes back with the settings open', () => {
    const outcome = consentFormOutcome(form({ choice: 'settings', return_to: '/categories/makeup?page=2#grid' }), false)!;
    expect(outcome).toEqual({ location: '/categories/makeup?page=2&consent=settings#grid', cookie: null });
    expect(settingsRequested(new URL(outcome.location, 'http://x').search)).toBe(true);
  });

  it('goes back only to a path of this site, else home', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/\r\nSet-Cookie:x=1', '']) {
      expect(consentFormOutcome(form({ choice: 'accept', return_to: bad }), false)?.location).toBe('/');
    }
    expect(consentFormOutcome(form({ choice: 'accept' }), false)?.location).toBe('/');
  });

  it('answers a form that is not the banner with nothing to change', () => {
    expect(consentFormOutcome(form({ choice: 'everything', return_to: '/' }), false)).toBeNull();
    expect(consentFormOutcome(form({ return_to: '/' }), false)).toBeNull();
  });
});

describe('the settings request in a URL', () => {
  it('is added and removed without touching the rest of the address', () => {
    expect(withSettingsRequest('/brands', true)).toBe('/brands?consent=settings');
    expect(withSettingsRequest('/search?q=rare%20beauty', false)).toBe('/search?q=rare%20beauty');
    expect(withSettingsRequest('/search?consent=settings&q=lip', false)).toBe('/search?q=lip');
    expect(settingsRequested('?consent=banner')).toBe(false);
  });
});
