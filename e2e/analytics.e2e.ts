/**
 * Journeys: analytics and consent (issue 19). A guest's and a member's page views reach the data
 * layer (the member's hashes checked against node:crypto) and the first-party collector; none on
 * the bag. A first-time visitor sees the consent banner (axe-clean, no layout shift on a phone),
 * and withdrawing consent from the footer clears the experimentation visitor cookie and our own,
 * and stops the collector.
 */
import { createHash } from 'node:crypto';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { normaliseEmail, normaliseMobile } from '@blush/shared/analytics';
import { PHONE, layoutShift, trackLayoutShifts, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { createSandboxMember, eventually, signIn } from './support/account.ts';

const EXPERIMENT_VISITOR_COOKIE = 'kameleoonVisitorCode';

type PageViewed = { event: 'page_viewed'; pageUrl: string; user: Record<string, unknown>; cart: object; site: Record<string, unknown> };

const pageViews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event === 'page_viewed')) as Promise<PageViewed[]>;

const isCollectorPost = (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/web/v1/analytics/events';

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

describe('analytics and consent', () => {
  const browser = useBrowser();

  it('a guest: page_viewed on the first load and on a client-side navigation, counted by the collector; none on the bag', async () => {
    const page = await browser.page({ viewport: PHONE });
    await useSite(page.context(), browser.baseUrl(), 'TH', 'en');
    const [first] = await Promise.all([page.waitForResponse(isCollectorPost), page.goto('/')]);
    expect(first.status()).toBe(202);
    await eventually(async () => (await pageViews(page)).length).toBe(1);
    const [home] = await pageViews(page);
    expect(home).toEqual({
      event: 'page_viewed',
      pageUrl: `${browser.baseUrl()}/`,
      user: {},
      cart: {},
      site: { locale: 'TH', language: 'en', mobile: false, status: 200, layout: 'Mobile', retargeting_account_id: 17291 },
    });
    expect(await cookie(page, 'blush_vid')).toMatch(/^[a-z0-9]{16}$/);

    // A client-side navigation is a page view too.
    await Promise.all([page.waitForResponse(isCollectorPost), page.getByTestId('site-footer').getByRole('link', { name: 'Find a store' }).click()]);
    await eventually(async () => (await pageViews(page)).map((e) => new URL(e.pageUrl).pathname)).toEqual(['/', '/store-locations']);

    // The bag: no page view, neither on a client-side visit nor on a fresh load. Leaving it for
    // another page shows it: had the bag been counted, its page view would come before that one.
    const leaveBag = async () => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await Promise.all([page.waitForResponse(isCollectorPost), page.getByTestId('site-footer').getByRole('link', { name: 'Find a store' }).click()]);
    };
    await page.getByTestId('site-footer').getByRole('link', { name: 'Bag' }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
    await leaveBag();
    await eventually(async () => (await pageViews(page)).map((e) => new URL(e.pageUrl).pathname)).toEqual(['/', '/store-locations', '/store-locations']);
    await page.goto('/cart');
    await leaveBag();
    await eventually(async () => (await pageViews(page)).map((e) => new URL(e.pageUrl).pathname)).toEqual(['/store-locations']);
  });

  it('a signed-in member: the user record with hashes of the e-mail and mobile, the employee flag and Beauty Pass numbers', async () => {
    const member = await createSandboxMember(browser.baseUrl(), { country: 'SG', language: 'en', tier: 'black', is_employee: true });
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    await page.goto('/sign_in');
    expect(await signIn(page, member.email, member.password)).toBe(200);
    await page.waitForURL((u) => u.pathname !== '/sign_in');
    await page.goto('/brands');
    await eventually(async () => (await pageViews(page)).length).toBe(1);
    const [view] = await pageViews(page);
    const { user } = (await page.evaluate(async () => (await fetch('/api/web/v1/user')).json())) as { user: { id: string; card_number: string; mobile: { calling_code: string; number: string } } };
    const email = normaliseEmail(member.email);
    expect(view!.user).toMatchObject({
      id: user.id,
      is_employee: true,
      card_number: user.card_number,
      loyalty_tier: 'black',
      email_sha256: createHash('sha256').update(email).digest('hex'),
      email_md5: createHash('md5').update(email).digest('hex'),
      mobile_number_md5: createHash('md5').update(normaliseMobile(user.mobile.calling_code, user.mobile.number)).digest('hex'),
    });
    expect(view!.user.age).toEqual(expect.any(Number));
    expect(view!.user.loyalty_points).toEqual(expect.any(Number));
    expect(view!.user.tier_points_counter).toEqual(expect.any(Number));
    expect(view!.site).toMatchObject({ locale: 'SG', layout: 'Desktop', mobile: false, retargeting_account_id: 13732 });
  });

  it('a first-time visitor on a phone: the banner, axe-clean and without a layout shift; nothing is counted until a choice', async () => {
    const page = await browser.page({ viewport: PHONE }, { consent: 'undecided' });
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/web/v1/analytics/events') posts.push(r.url());
    });
    await trackLayoutShifts(page);
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookies on Blush' });
    await banner.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const cls = await layoutShift(page);
    expect(cls).toBeLessThan(0.1);
    expect(await pageViews(page)).toEqual([]);
    expect(posts).toEqual([]);

    // The settings, by keyboard: every switch reachable, necessary fixed on.
    await banner.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Strictly necessary' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: 'Analytics' }).focus();
    await page.keyboard.press('Space');
    const [post] = await Promise.all([page.waitForResponse(isCollectorPost), page.getByRole('button', { name: 'Save my choices' }).click()]);
    expect(post.status()).toBe(202);
    expect(await cookie(page, 'consent')).toBe('v1.a1.m0');
    await eventually(async () => (await pageViews(page)).length).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('withdrawing consent from the footer clears the experimentation visitor cookie and ours, and stops the collector', async () => {
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    await Promise.all([page.waitForResponse(isCollectorPost), page.goto('/')]);
    await eventually(() => cookie(page, EXPERIMENT_VISITOR_COOKIE)).toMatch(/^[a-z0-9]{16}$/);
    expect(await cookie(page, 'blush_vid')).toBeTruthy();

    await page.getByTestId('site-footer').getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await settings.waitFor();
    expect(await page.getByRole('switch', { name: 'Analytics' }).isChecked()).toBe(true);
    await settings.getByRole('button', { name: 'Reject all' }).click();
    expect(await cookie(page, 'consent')).toBe('v1.a0.m0');
    await eventually(() => cookie(page, EXPERIMENT_VISITOR_COOKIE)).toBeUndefined();
    expect(await cookie(page, 'blush_vid')).toBeUndefined();

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/web/v1/analytics/events') posts.push(r.url());
    });
    const before = (await pageViews(page)).length;
    await page.getByTestId('site-footer').getByRole('link', { name: 'Find a store' }).click();
    await page.waitForURL((u) => u.pathname === '/store-locations');
    await page.waitForLoadState('networkidle');
    expect(posts).toEqual([]);
    expect((await pageViews(page)).length).toBe(before);
  });
});
