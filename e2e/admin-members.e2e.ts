/**
 * Journey: customer service in the back office (issue 21 items 5 and 6). A member joins in
 * Singapore (the storefront's sandbox); the demo customer-service staff member signs in with
 * password and authenticator code, finds the member by e-mail, opens their page and adds 250
 * points with a reason; the member, signed in to the storefront in another browser page, reads the
 * adjustment with that reason in their Beauty Pass points history. Axe checks the members search,
 * the member page and the review moderation queue.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { staffSignIn } from './support/staff.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { EN_SIGN_IN, createSandboxMember, eventually, expectHeading, signIn as memberSignIn } from './support/account.ts';

const CARE = 'care@staff.blush.example';

describe('back office: members and reviews', () => {
  const browser = useBrowser();

  async function expectNoAxeViolations(page: Page, where: string) {
    expect(await axeViolations(page), where).toEqual([]);
  }

  it('customer service finds a member and adds 250 points with a reason; the member reads it in their points history', async () => {
    const member = await createSandboxMember(browser.baseUrl(), { tier: 'pink', country: 'SG', language: 'en', first_name: 'Nadia' });
    const reason = `Sorry for the late delivery ${Date.now().toString(36)}`;

    const page = await browser.page();
    await page.goto('/admin/members');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, CARE);

    // The customer-service menu, and the search page (the query in the URL).
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allInnerTexts()).toEqual(['Orders', 'Members', 'Reviews', 'Catalogue', 'Promotions', 'Gifts and bundles', 'Free samples', 'Bookings', 'Gift cards']);
    await page.getByRole('table', { name: 'Members, newest first' }).waitFor();
    await expectNoAxeViolations(page, 'members search');
    await page.getByLabel('Find a member').fill(member.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('q') === member.email);
    const results = page.getByRole('table', { name: `Members matching “${member.email}”` });
    const row = results.getByRole('row').filter({ hasText: member.email });
    await eventually(() => row.count()).toBe(1);
    await row.getByRole('link').click();

    // The member page: their card, tier and 100 points for joining.
    await page.waitForURL((u) => u.pathname === `/admin/members/${member.id}`);
    const pass = page.getByRole('region', { name: 'Beauty Pass' });
    await pass.waitFor();
    const balanceBefore = Number((await pass.getByText('Points balance').locator('xpath=following-sibling::dd').innerText()).replace(/\D/g, ''));
    await expectNoAxeViolations(page, 'member page');

    await page.getByRole('button', { name: 'Adjust points' }).click();
    const dialog = page.getByRole('dialog', { name: /^Adjust the points of Nadia/ });
    await dialog.getByLabel('Points').fill('+250');
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Adjust points' }).click();
    await page.getByText(`Done: +250 points; the balance is now ${balanceBefore + 250}.`).waitFor();
    const ledger = page.getByRole('table', { name: 'Points history, newest first' });
    const newest = ledger.getByRole('row').nth(1);
    await eventually(() => newest.innerText()).toContain(reason);
    expect(await newest.innerText()).toContain('+250');

    // A tablet-size look at the member page.
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({ path: '/tmp/hm/member-tablet.png', fullPage: true });

    // The moderation queue, from the menu.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    await page.getByText('Reviews waiting for moderation, oldest first.').waitFor();
    await eventually(() => page.locator('[role="status"]', { hasText: 'Loading' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'reviews queue');

    // The member, in another browser, reads the adjustment and its reason in their points history.
    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    await shopper.goto(`/sign_in?return_to=${encodeURIComponent('/account/points')}`);
    expect(await memberSignIn(shopper, member.email, member.password, EN_SIGN_IN)).toBe(200);
    await shopper.waitForURL((u) => u.pathname === '/account/points');
    await expectHeading(shopper, 'Points summary');
    const entry = shopper.getByTestId('points-entry').filter({ hasText: reason });
    await eventually(() => entry.count()).toBe(1);
    expect(await entry.getByTestId('points-entry-points').innerText()).toBe('+250');
  });
});
