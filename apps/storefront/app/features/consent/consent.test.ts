import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE,
  REJECT_ALL,
  consentCookie,
  decodeConsent,
  hasConsent,
  readConsent,
  saveConsent,
  subscribeConsent,
} from './consent.ts';

afterEach(() => {
  document.cookie = 'consent=; Path=/; Max-Age=0';
});

describe('consent cookie', () => {
  it('is undecided without a cookie: only necessary may run', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent(null, 'necessary')).toBe(true);
    expect(hasConsent(null, 'analytics')).toBe(false);
    expect(hasConsent(null, 'marketing')).toBe(false);
  });

  it('round-trips through the browser cookie and tells subscribers', () => {
    const listener = vi.fn();
    const stop = subscribeConsent(listener);
    saveConsent({ analytics: true, marketing: false });
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(listener).toHaveBeenCalledWith({ necessary: true, analytics: true, marketing: false });
    saveConsent(REJECT_ALL);
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
    stop();
    saveConsent(ACCEPT_ALL);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is read on the server from the Cookie header the browser sends back', () => {
    const setCookie = consentCookie(ACCEPT_ALL, true);
    expect(setCookie).toMatch(/^consent=v1\.a1\.m1; Path=\/; /);
    expect(setCookie).toContain(`Max-Age=${CONSENT_MAX_AGE}`);
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Secure');
    const header = `locale=SG; ${setCookie.split(';')[0]}; lng_sg=en`;
    expect(readConsent(header)).toEqual({ necessary: true, analytics: true, marketing: true });
  });

  it('asks again for a tampered or unknown value', () => {
    expect(decodeConsent('v1.a2.m0')).toBeNull();
    expect(decodeConsent('yes')).toBeNull();
    expect(readConsent('consent=v0.a1.m1')).toBeNull();
  });
});
