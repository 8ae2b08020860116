/**
 * Journeys: Beauty Pass in the account. A Pink member in Singapore (English) and a Gold member in
 * Hong Kong (Chinese), made through the sandbox API with real purchases (one delivered today, so
 * its points wait three working days; one not yet delivered) and point adjustments, so every
 * number on screen comes from the ledger: the points summary (balance, pending, expiring), the
 * point log and its filters (linkable, through `?filter=`), the benefits page (tier, progress,
 * the tier message of product guide §4, the spend that reaches each tier), the dashboard card, the
 * rewards catalogue; the pages on a 375 px phone and under axe-core.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIER_THRESHOLDS, addDays, addMonths, localDate } from '@blush/shared/loyalty';
import { type LoyaltySummary, loyaltySummarySchema } from '@blush/shared/loyalty-contracts';
import type { CountryCode } from '@blush/shared/markets';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { EN_SIGN_IN, PHONE_375, type SandboxMember, type SignInLabels, ZH_SIGN_IN, createSandboxMember, eventually, expectHeading, signIn } from './support/account.ts';

/** A date of the API (YYYY-MM-DD, already in the country's zone) as the page writes it. */
function longDate(date: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

describe('Beauty Pass', () => {
  const browser = useBrowser();

  async function post(path: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${browser.baseUrl()}/api/web/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Platform': 'web' },
      body: JSON.stringify(body),
    });
    expect(response.status, `POST ${path}: ${response.status}`).toBeLessThan(300);
    return response.json();
  }

  /** A purchase of `amount` (minor units): delivered today (points pending three working days) or not yet delivered. */
  const purchase = (member: SandboxMember, amount: number, delivered: boolean) => post(`/sandbox/users/${member.id}/purchases`, { amount, delivered });
  const adjust = (member: SandboxMember, points: number) => post(`/sandbox/users/${member.id}/points`, { points });

  /** The member's summary as the API gives it to the signed-in page. */
  async function apiSummary(page: Page): Promise<LoyaltySummary> {
    return loyaltySummarySchema.parse(await page.evaluate(async () => (await fetch('/api/web/v1/loyalty/summary')).json()));
  }

  /** The point log's rows on screen: the signed points of each. */
  async function logPoints(page: Page): Promise<string[]> {
    return page.getByTestId('points-entry-points').allInnerTexts();
  }

  async function signInTo(page: Page, member: SandboxMember, path: string, labels: SignInLabels): Promise<void> {
    await page.goto(`/sign_in?return_to=${encodeURIComponent(path)}`);
    expect(await signIn(page, member.email, member.password, labels)).toBe(200);
    await page.waitForURL((u) => u.pathname === path);
  }

  /** Click a filter of the point log (the list named `label`) and wait for the URL and the marked filter. */
  async function filterBy(page: Page, name: string, query: string | null, label = 'Show'): Promise<void> {
    const filters = page.getByRole('list', { name: label });
    await filters.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('filter') === query);
    await eventually(() => filters.locator('[aria-current="true"]').innerText()).toBe(name);
  }

  it('a Pink member in English: points summary, the log and its filters, benefits, dashboard', async () => {
    const country: CountryCode = 'SG';
    const member = await createSandboxMember(browser.baseUrl(), { tier: 'pink', country, language: 'en', first_name: 'Mei' });
    await purchase(member, 120_00, true);
    await purchase(member, 80_00, false);
    await adjust(member, 250);
    await adjust(member, -50);

    const page = await browser.page();
    await signInTo(page, member, '/account/points', EN_SIGN_IN);
    await expectHeading(page, 'Points summary');

    // The ledger: 100 for joining + 250 − 50 available; 120 + 80 pending; S$200 spent.
    const summary = await apiSummary(page);
    const today = localDate(country, new Date());
    expect(summary).toMatchObject({ tier: 'pink', balance: 300, pending: 200, spend_12m: 200_00, currency: 'SGD' });
    expect(summary.expiring).toEqual({ points: 300, date: addMonths(today, 18) });
    expect(summary.status.message).toEqual({ kind: 'in_progress', next: 'white', amountNeeded: 100_00, reviewDate: addMonths(today, 12) });

    await eventually(() => page.getByTestId('points-balance').innerText()).toBe('300');
    expect(await page.getByTestId('points-pending').innerText()).toBe('200 points');
    expect(await page.getByText('Available up to 3 working days after delivery.').count()).toBe(1);
    expect(await page.getByTestId('points-expiring').innerText()).toBe(`300 points expire on ${longDate(addMonths(today, 18), 'en-SG')} unless you shop or redeem before.`);
    expect(await page.getByTestId('points-tier').innerText()).toBe('Pink');
    expect(await page.getByRole('progressbar', { name: 'Progress to White' }).getAttribute('aria-valuetext')).toBe('$200 of $300 to White');
    expect(await page.getByTestId('points-tier-message').innerText()).toBe(`Spend $100 more by ${longDate(addMonths(today, 12), 'en-SG')} to reach White.`);

    // The log: every row of the ledger, newest first, pending ones with when they become available.
    await eventually(() => page.getByTestId('points-count').innerText()).toBe('Showing 5 of 5 entries');
    expect((await logPoints(page)).sort()).toEqual(['+100', '+120', '+250', '+80', '-50'].sort());
    const rows = page.getByTestId('points-entry');
    expect(await rows.filter({ hasText: 'Welcome to Beauty Pass' }).innerText()).toContain('Confirmed');
    const delivered = await rows.filter({ hasText: '+120' }).innerText();
    expect(delivered).toMatch(/Purchase, order SBX[0-9A-F]+/);
    expect(delivered).toMatch(/Pending\s*Available from \d{1,2} \w{3,4} \d{4}/);
    expect(await rows.filter({ hasText: '+80' }).innerText()).toContain('Available up to 3 working days after delivery');

    // Filters: links that change the URL, so a filtered log can be shared and reloaded.
    await filterBy(page, 'Pending', 'pending');
    await eventually(async () => (await logPoints(page)).sort()).toEqual(['+120', '+80']);
    expect(await page.getByTestId('points-count').innerText()).toBe('Showing 2 of 2 entries');
    await filterBy(page, 'Spent', 'spent');
    await eventually(() => logPoints(page)).toEqual(['-50']);
    expect(await rows.innerText()).toContain('Points adjustment by Blush');
    await filterBy(page, 'Earned', 'earned');
    await eventually(async () => (await logPoints(page)).sort()).toEqual(['+100', '+120', '+250', '+80'].sort());
    await page.goBack();
    await eventually(() => logPoints(page)).toEqual(['-50']);
    await page.reload();
    await eventually(() => logPoints(page)).toEqual(['-50']);
    expect(await page.getByRole('list', { name: 'Show' }).locator('[aria-current="true"]').innerText()).toBe('Spent');
    await filterBy(page, 'All', null);
    await eventually(() => page.getByTestId('points-count').innerText()).toBe('Showing 5 of 5 entries');

    // Benefits: the tier, progress and the message with its numbers, the spend of each tier, the welcome voucher.
    await page.goto('/account/benefits');
    await expectHeading(page, 'Beauty Pass benefits');
    const status = page.getByRole('region', { name: 'Your Beauty Pass tier' });
    await eventually(() => status.getByTestId('benefits-tier').innerText()).toBe('Pink');
    expect(await status.getByTestId('tier-message').innerText()).toBe(`Spend $100 more by ${longDate(addMonths(today, 12), 'en-SG')} to reach White.`);
    expect(await status.getByRole('progressbar', { name: 'Progress to White' }).getAttribute('aria-valuetext')).toBe('$200 of $300 to White');
    expect(await status.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    const thresholds = page.getByTestId('thresholds-row');
    await thresholds.waitFor();
    const money = (amount: number) => `$${(amount / 100).toLocaleString('en-SG')}`;
    expect(await thresholds.getByRole('cell').allInnerTexts()).toEqual(['Free to join', money(TIER_THRESHOLDS.SG.white), money(TIER_THRESHOLDS.SG.black), money(TIER_THRESHOLDS.SG.gold)]);
    expect(await page.getByRole('columnheader', { name: 'Pink Your tier' }).count()).toBe(1);
    expect(await page.getByTestId('staff-row').count()).toBe(0);
    const perk = page.getByTestId('perk').filter({ hasText: 'Welcome voucher' });
    await perk.waitFor();
    expect(await perk.innerText()).toContain('Ready to use');
    expect(await perk.innerText()).toContain(`Redeem by ${longDate(addDays(today, 30), 'en-SG')}`);

    // Dashboard card: the ledger's balance and the same progress.
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Beauty Pass' });
    await eventually(() => card.getByTestId('points').innerText()).toBe('300');
    expect(await card.getByRole('progressbar', { name: 'Progress to White' }).getAttribute('aria-valuetext')).toBe('$200 of $300 to White');
  });

  it('a Gold member in Chinese on the Hong Kong site: highest tier, pending points, the filter', async () => {
    const country: CountryCode = 'HK';
    const member = await createSandboxMember(browser.baseUrl(), { tier: 'gold', country, language: 'zh', first_name: 'Grace' });
    await purchase(member, 2_000_00, true);
    await purchase(member, 500_00, false);

    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), country, 'zh');
    await signInTo(page, member, '/account/points', ZH_SIGN_IN);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-HK');
    await expectHeading(page, '積分概覽');

    // Gold earns 1.5 points per HK$5: 600 and 150 pending; 100 for joining.
    const summary = await apiSummary(page);
    const today = localDate(country, new Date());
    expect(summary).toMatchObject({ tier: 'gold', balance: 100, pending: 750, spend_12m: 2_500_00, currency: 'HKD' });
    expect(summary.status.next).toBeNull();
    expect(summary.status.message.kind).toBe('max_tier');
    const until = (summary.status.message as { until: string }).until;

    await eventually(() => page.getByTestId('points-balance').innerText()).toBe('100');
    expect(await page.getByTestId('points-pending').innerText()).toBe('750 積分');
    expect(await page.getByTestId('points-expiring').innerText()).toBe(`100 積分將於 ${longDate(addMonths(today, 18), 'zh-HK')} 過期，除非您在此之前購物或兌換。`);
    expect(await page.getByTestId('points-tier').innerText()).toBe('金卡');
    expect(await page.getByTestId('points-tier-message').innerText()).toBe(`您已是我們的最高等級金卡，有效期至 ${longDate(until, 'zh-HK')}。`);
    expect(await page.getByRole('progressbar').count()).toBe(0);

    await eventually(() => page.getByTestId('points-count').innerText()).toBe('顯示 3 條，共 3 條');
    expect((await logPoints(page)).sort()).toEqual(['+100', '+150', '+600'].sort());
    const rows = page.getByTestId('points-entry');
    expect(await rows.filter({ hasText: '+600' }).innerText()).toMatch(/購物，訂單 SBX[0-9A-F]+[\s\S]*待入帳[\s\S]*起可用/);
    await filterBy(page, '待入帳', 'pending', '顯示');
    await eventually(async () => (await logPoints(page)).sort()).toEqual(['+150', '+600']);
    await filterBy(page, '使用', 'spent', '顯示');
    await eventually(() => page.getByTestId('points-count').innerText()).toBe('沒有符合此篩選條件的記錄。');
    expect(await page.getByRole('link', { name: '顯示全部記錄' }).count()).toBe(1);

    await page.goto('/account/benefits');
    await expectHeading(page, 'Beauty Pass 權益');
    const status = page.getByRole('region', { name: '您的 Beauty Pass 等級' });
    await eventually(() => status.getByTestId('benefits-tier').innerText()).toBe('金卡');
    expect(await status.getByTestId('tier-message').innerText()).toBe(`您已是我們的最高等級金卡，有效期至 ${longDate(until, 'zh-HK')}。`);
    expect(await status.getByRole('progressbar').count()).toBe(0);
    const thresholds = page.getByTestId('thresholds-row');
    await thresholds.waitFor();
    expect(await thresholds.getByRole('cell').allInnerTexts()).toEqual(['免費加入', 'HK$1,800', 'HK$6,000', 'HK$15,000']);
    expect(await page.getByRole('columnheader', { name: '金卡 您的等級' }).count()).toBe(1);
    await page.getByTestId('perk').filter({ hasText: '迎新禮券' }).waitFor();
  });

  it('pages the log with the keyboard: "Show more" adds the next page, says the count and moves focus to the first new row', async () => {
    const member = await createSandboxMember(browser.baseUrl(), { tier: 'pink', country: 'SG', language: 'en', first_name: 'Page' });
    for (let i = 1; i <= 22; i++) await adjust(member, i);
    const page = await browser.page();
    await signInTo(page, member, '/account/points', EN_SIGN_IN);
    const count = page.getByTestId('points-count');
    await eventually(() => count.innerText()).toBe('Showing 20 of 23 entries');
    expect(await count.getAttribute('aria-live')).toBe('polite');
    expect(await page.getByTestId('points-entry').count()).toBe(20);

    const more = page.getByRole('button', { name: 'Show more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await eventually(() => count.innerText()).toBe('Showing 23 of 23 entries');
    expect(await page.getByTestId('points-entry').count()).toBe(23);
    expect(await more.count()).toBe(0);
    // Newest first: the adjustments +22 … +3 on the first page, then +2, +1 and the welcome points.
    await eventually(() => page.evaluate(() => document.activeElement?.querySelector('[data-testid="points-entry-points"]')?.textContent)).toBe('+2');
    expect((await logPoints(page)).slice(19)).toEqual(['+3', '+2', '+1', '+100']);
  });

  it('lays the points and benefits pages out for a 375 px phone, and passes axe-core signed in', async () => {
    const member = await createSandboxMember(browser.baseUrl(), { tier: 'white', country: 'SG', language: 'en', first_name: 'Pim' });
    await purchase(member, 450_00, true);
    const page = await browser.page({ viewport: PHONE_375, isMobile: true, hasTouch: true });
    await signInTo(page, member, '/account/points', EN_SIGN_IN);
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    await eventually(() => page.getByTestId('points-count').innerText()).toBe('Showing 2 of 2 entries');
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_375.width);
    // The status column folds under the description on a phone: still there, once.
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['DATE', 'DESCRIPTION', 'POINTS']);
    await page.getByRole('list', { name: 'Show' }).getByRole('link', { name: 'Pending' }).tap();
    await page.waitForURL((u) => u.searchParams.get('filter') === 'pending');
    await eventually(() => logPoints(page)).toEqual(['+450']);
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_375.width);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/account/benefits');
    await page.getByTestId('thresholds-row').waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_375.width);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/account/rewards');
    await expectHeading(page, 'Rewards');
    await eventually(() => page.getByTestId('rewards-balance').innerText()).toBe('You have 100 points to spend.');
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_375.width);
    expect(await axeViolations(page)).toEqual([]);
  });
});
