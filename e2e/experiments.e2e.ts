/**
 * Journey: experiments and feature flags (issue 19; decision 0027). The home hero variant is the
 * server's from the first byte and the browser's client keeps it (no flicker), for the same visitor
 * on every visit; a flag switched through the operations route reaches an open page through the
 * event stream; consent withdrawn clears the visitor cookie; a malformed site code gives the
 * inactive state (default hero, no gated rail), never a broken page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from './support/account.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';

const VISITOR_COOKIE = 'kameleoonVisitorCode';

/** The client has initialised (or given up): `data-experiments` is ready / inactive. */
const phase = (page: Page) => page.getAttribute('[data-experiments]', 'data-experiments');
const heroVariant = (page: Page) => page.getAttribute('[data-hero-variant]', 'data-hero-variant');
const visitorCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === VISITOR_COOKIE);

async function switchRail(baseUrl: string, enabled: boolean): Promise<void> {
  const response = await fetch(`${baseUrl}/api/web/v1/ops/experiments/flags/home_bestsellers_rail`, {
    method: 'POST',
    headers: { authorization: 'Bearer ops-dev-token', 'x-platform': 'web', 'content-type': 'application/json' },
    body: JSON.stringify({ siteCode: 'blushdemo1', environment: 'development', enabled }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('experiments and feature flags', () => {
  const browser = useBrowser();

  it('the hero variant is the server’s, kept by the client, stable for the visitor, and tracked', async () => {
    const baseUrl = browser.baseUrl();
    // Two visitors until both variants have been seen (an even split: a handful of tries).
    const seen = new Map<string, string>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const code = `e2e${Date.now().toString(36)}${i}`.slice(0, 16).padEnd(16, '0');
      const html = await (await fetch(`${baseUrl}/`, { headers: { cookie: `${VISITOR_COOKIE}=${code}; consent=v1.a1.m1; locale=SG` } })).text();
      const variant = /data-hero-variant="([a-z]+)"/.exec(html)?.[1];
      expect(['classic', 'spotlight']).toContain(variant);
      if (!seen.has(variant!)) seen.set(variant!, code);
    }
    expect([...seen.keys()].sort()).toEqual(['classic', 'spotlight']);

    for (const [variant, code] of seen) {
      const page = await browser.page({ viewport: PHONE });
      await useSite(page.context(), baseUrl, 'SG', 'en');
      await page.context().addCookies([{ name: VISITOR_COOKIE, value: code, url: baseUrl }]);
      const tracked = page.waitForRequest((r) => r.url().includes('/api/web/v1/experiments/visit/events') && /eventType=experiment/.test(r.postData() ?? ''));
      const response = await page.goto('/');
      expect(await response!.text()).toContain(`data-hero-variant="${variant}"`);
      await eventually(() => phase(page)).toBe('ready');
      expect(await heroVariant(page)).toBe(variant);
      // The spotlight variant is the dark hero; the classic one keeps the editors' light tone.
      const heroClass = (await page.getByTestId('content-hero').first().getAttribute('class')) ?? '';
      expect(heroClass.includes('from-neutral-950')).toBe(variant === 'spotlight');
      expect((await tracked).postData()).toContain(`visitorCode=${code}`);
      // The same visitor on the next visit: the same variant, server and client.
      await page.reload();
      await eventually(() => phase(page)).toBe('ready');
      expect(await heroVariant(page)).toBe(variant);
      expect((await visitorCookie(page))?.value).toBe(code);
    }
  });

  it('a flag switched through the operations route reaches an open page through the event stream', async () => {
    const baseUrl = browser.baseUrl();
    const page = await browser.page();
    await useSite(page.context(), baseUrl, 'SG', 'en');
    await page.goto('/');
    await eventually(() => phase(page)).toBe('ready');
    const rail = page.getByTestId('rail-bestsellers');
    expect(await rail.count()).toBe(1);
    try {
      await switchRail(baseUrl, false);
      await eventually(() => rail.count(), 'the rail goes when its flag is switched off').toBe(0);
      await switchRail(baseUrl, true);
      await eventually(() => rail.count(), 'and comes back when it is on again').toBe(1);
    } finally {
      await switchRail(baseUrl, true);
    }
  });

  it('the visitor cookie is written with analytics consent only and cleared when it is withdrawn', async () => {
    const baseUrl = browser.baseUrl();
    const undecided = await browser.page({}, { consent: 'undecided' });
    await useSite(undecided.context(), baseUrl, 'SG', 'en');
    await undecided.goto('/');
    await eventually(() => phase(undecided)).toBe('ready');
    expect(await visitorCookie(undecided)).toBeUndefined();

    const page = await browser.page();
    await useSite(page.context(), baseUrl, 'SG', 'en');
    await page.goto('/');
    await eventually(() => phase(page)).toBe('ready');
    const cookie = await visitorCookie(page);
    expect(cookie?.value).toMatch(/^[a-z0-9]{16}$/);
    expect(cookie?.path).toBe('/');
    // A year, give or take the seconds of this test.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
    // Withdrawal as the consent feature announces it (its saveConsent).
    await page.evaluate(() => {
      document.cookie = 'consent=v1.a0.m0; Path=/; Max-Age=31536000; SameSite=Lax';
      window.dispatchEvent(new CustomEvent('blush:consent-change', { detail: { necessary: true, analytics: false, marketing: false } }));
    });
    await eventually(async () => (await visitorCookie(page)) === undefined).toBe(true);
  });

  it('a malformed site code gives the inactive state: the edited hero, no gated rail, a working page', async () => {
    const baseUrl = browser.baseUrl();
    const page = await browser.page();
    await useSite(page.context(), baseUrl, 'SG', 'en');
    await page.context().addCookies([{ name: 'blush_experiments_site', value: 'NOT A CODE', url: baseUrl }]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await eventually(() => phase(page)).toBe('inactive');
    expect(await heroVariant(page)).toBe('off');
    expect(await page.getByTestId('rail-bestsellers').count()).toBe(0);
    expect(await page.getByTestId('rail-new-arrivals').getByTestId('product-card').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  });
});
