import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_DEVICE } from '../../lib/device.ts';
import { setSessionCookie, stubFetch } from '../../test/fetch-stub.ts';
import { saveConsent } from '../consent/consent.ts';
import { type PageView, resetAnalyticsClient, trackPageView } from './analytics-client.ts';
import { analyticsPageUrl } from './data-layer.ts';

const PHONE = { ...UNKNOWN_DEVICE, mobile: true, desktop: false, ios: true, browser: 'safari' as const, layout: 'Mobile' as const };
const view = (overrides: Partial<PageView> = {}): PageView => ({
  href: 'http://shop.test/brands/nars?sort=new',
  country: 'SG',
  language: 'en',
  device: PHONE,
  containerId: null,
  ...overrides,
});
const MEMBER = {
  id: '7b0c1c9e-6f57-4f1f-9d1c-0a7d4c1f0e11',
  is_employee: false,
  age: 25,
  card_number: '6000123412341234',
  email_sha256: 'a'.repeat(64),
  email_md5: 'b'.repeat(32),
  mobile_number_md5: 'c'.repeat(32),
  loyalty_points: 1200,
  loyalty_tier: 'pink',
  tier_points_counter: 45000,
};
const pageViews = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_viewed');

beforeEach(() => {
  window.dataLayer = [];
  resetAnalyticsClient();
});
afterEach(() => {
  for (const name of ['consent', 'blush_vid', 'jwt-data']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((s) => s.remove());
  vi.unstubAllGlobals();
});

describe('page_viewed', () => {
  it('for a guest: empty user record, empty cart, the site record with the SG retargeting account; the collector gets the page view', async () => {
    saveConsent({ analytics: true, marketing: false });
    const api = stubFetch({ 'POST /analytics/events': { accepted: 1 } });
    await trackPageView(view());
    expect(pageViews()).toEqual([
      {
        event: 'page_viewed',
        pageUrl: 'http://shop.test/brands/nars?sort=new',
        user: {},
        cart: {},
        site: { locale: 'SG', language: 'en', mobile: true, status: 200, layout: 'Mobile', retargeting_account_id: 13732 },
      },
    ]);
    expect(api.sent('GET /analytics/user')).toHaveLength(0);
    const [post] = api.sent('POST /analytics/events');
    expect(post!.body).toMatchObject({ country: 'SG', language: 'en', layout: 'Mobile', events: [{ name: 'page_viewed', path: '/brands/nars?sort=new' }] });
    expect((post!.body as { visitor_id: string }).visitor_id).toMatch(/^[a-z0-9]{16}$/);
    expect(post!.headers['X-Platform'] ?? post!.headers['x-platform']).toBeTruthy();
  });

  it("for a member: the API's user record, fetched once for several page views; NZ has no retargeting account", async () => {
    saveConsent({ analytics: true, marketing: true });
    const clear = setSessionCookie('member-1');
    const api = stubFetch({ 'GET /analytics/user': { user: MEMBER }, 'POST /analytics/events': { accepted: 1 } });
    await trackPageView(view({ country: 'NZ', device: UNKNOWN_DEVICE }));
    await trackPageView(view({ country: 'NZ', device: UNKNOWN_DEVICE, href: 'http://shop.test/' }));
    expect(pageViews()).toHaveLength(2);
    expect(pageViews()[0]).toMatchObject({ user: MEMBER, site: { locale: 'NZ', mobile: false, layout: 'Desktop', retargeting_account_id: null } });
    expect(api.sent('GET /analytics/user')).toHaveLength(1);
    clear();
  });

  it('nothing at all without consent, or after Reject all; the visitor cookie goes when analytics is withdrawn', async () => {
    const api = stubFetch({ 'POST /analytics/events': { accepted: 1 } });
    await trackPageView(view());
    saveConsent({ analytics: true, marketing: false });
    await trackPageView(view());
    expect(document.cookie).toMatch(/blush_vid=[a-z0-9]{16}/);
    saveConsent({ analytics: false, marketing: false });
    expect(document.cookie).not.toContain('blush_vid');
    await trackPageView(view());
    expect(pageViews()).toHaveLength(1);
    expect(api.sent('POST /analytics/events')).toHaveLength(1);
  });

  it('marketing alone feeds the data layer (for the tag manager) but not our collector', async () => {
    saveConsent({ analytics: false, marketing: true });
    const api = stubFetch({});
    await trackPageView(view());
    expect(pageViews()).toHaveLength(1);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('loads the tag manager once, with the page nonce, only with a container id and consent', async () => {
    const nonced = document.createElement('script');
    nonced.nonce = 'n0nce';
    document.head.appendChild(nonced);
    stubFetch({ 'POST /analytics/events': { accepted: 1 } });
    await trackPageView(view({ containerId: 'GTM-ABC123' }));
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0);
    saveConsent({ analytics: true, marketing: true });
    await trackPageView(view({ containerId: 'GTM-ABC123' }));
    await trackPageView(view({ containerId: 'GTM-ABC123' }));
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(scripts[0]!.nonce).toBe('n0nce');
    nonced.remove();
  });
});

describe('a Google tag id (G-…)', () => {
  it('loads gtag.js and configures it without its own page views; consent mode follows the choice', async () => {
    saveConsent({ analytics: true, marketing: false });
    stubFetch({ 'POST /analytics/events': { accepted: 1 } });
    await trackPageView(view({ containerId: 'G-7XK2P9QZ1L' }));
    expect(document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]')!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-7XK2P9QZ1L');
    const commands = (window.dataLayer ?? []).filter((e) => !Array.isArray(e) && typeof e === 'object' && e !== null && 'length' in e).map((e) => Array.from(e as ArrayLike<unknown>));
    expect(commands).toContainEqual(['consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(commands).toContainEqual(['config', 'G-7XK2P9QZ1L', { send_page_view: false }]);
    saveConsent({ analytics: false, marketing: false });
    const after = (window.dataLayer ?? []).map((e) => (typeof e === 'object' && e !== null && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e));
    expect(after.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
  });
});

describe('analyticsPageUrl', () => {
  it('drops the fragment and parameters that may carry a secret', () => {
    expect(analyticsPageUrl('https://www.blush.com.sg/users/password/edit?reset_password_token=abc&language=en#x')).toBe('https://www.blush.com.sg/users/password/edit?language=en');
  });
});
