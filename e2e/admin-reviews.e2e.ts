/**
 * Journey: moderating reviews in the back office (issue 21). A Singapore member signed in on the
 * storefront writes two reviews of a product (through the storefront's API, as its form does); the
 * demo customer-service staff member (reviews.moderate) publishes the first from the queue and
 * rejects the second with a reason in the dialog. The product page then shows the published review
 * and not the rejected one, and the member’s points history (account, Points) lists the review’s 20 points.
 * Axe checks the queue and the reject dialog.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { staffSignIn } from './support/staff.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { EN_SIGN_IN, createSandboxMember, expectHeading, signIn as memberSignIn } from './support/account.ts';

describe('back office: moderating reviews', () => {
  const browser = useBrowser();

  /** The queue page holding the review titled `title` (oldest first: it may be a page or two on). */
  async function findInQueue(page: Page, title: string) {
    for (let turn = 0; turn < 20; turn++) {
      const item = page.getByRole('article', { name: title });
      await page.getByRole('list', { name: 'Reviews to moderate' }).waitFor();
      if ((await item.count()) > 0) return item;
      const next = page.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Next page' });
      if ((await next.count()) === 0) break;
      await next.click();
      await page.waitForURL((u) => u.searchParams.has('cursor'));
    }
    throw new Error(`review “${title}” is not in the queue`);
  }

  it('a member’s review published from the queue shows on the product page and earns points; a rejected one does not show', async () => {
    const member = await createSandboxMember(browser.baseUrl(), { tier: 'pink', country: 'SG', language: 'en', first_name: 'Rosa' });
    const token = Math.random().toString(36).slice(2, 8);
    const kept = `Glow that lasts ${token}`;
    const refused = `Call me at 9123 ${token}`;

    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    await shopper.goto(`/sign_in?return_to=${encodeURIComponent('/account/points')}`);
    expect(await memberSignIn(shopper, member.email, member.password, EN_SIGN_IN)).toBe(200);
    await shopper.waitForURL((u) => u.pathname === '/account/points');
    const product = await shopper.evaluate(async () => (await (await fetch('/api/web/v1/products?category=skincare&page_size=1')).json()).items[0] as { slug: string; name: string });
    const write = (title: string, body: string, rating: number) =>
      shopper.evaluate(
        async ({ slug, review }) => (await fetch(`/api/web/v1/products/${slug}/reviews`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Platform': 'web' }, body: JSON.stringify(review) })).status,
        { slug: product.slug, review: { title, body, rating } },
      );
    expect(await write(kept, 'Soft on the skin and the glow lasts all day.', 5)).toBe(201);
    expect(await write(refused, 'Text me for a cheaper one, 9123 4567.', 1)).toBe(201);

    const page = await browser.page();
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/admin/reviews');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, 'care@staff.blush.example');
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();

    const first = await findInQueue(page, kept);
    expect(await axeViolations(page), 'review queue').toEqual([]);
    await page.screenshot({ path: '/tmp/hm/reviews-queue.png', fullPage: true });
    await first.getByRole('button', { name: `Publish “${kept}”` }).click();
    await page.getByText(`Published: “${kept}”. The author got 20 points.`).waitFor();

    await page.goto('/admin/reviews');
    const second = await findInQueue(page, refused);
    await second.getByRole('button', { name: `Reject “${refused}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject “${refused}”` });
    await dialog.waitFor();
    expect(await axeViolations(page), 'reject dialog').toEqual([]);
    await page.screenshot({ path: '/tmp/hm/reviews-reject.png' });
    await dialog.getByRole('textbox').fill('Personal contact details in the text');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText(`Rejected: “${refused}”.`).waitFor();
    // The queue reloads without it.
    await page.getByRole('article', { name: refused }).waitFor({ state: 'detached' });

    // The storefront: the product page shows the published review, not the rejected one.
    await shopper.goto(`/products/${product.slug}`);
    await shopper.getByText(kept).first().waitFor();
    expect(await shopper.getByText(refused).count()).toBe(0);

    // The member's points history: the review's points.
    await shopper.goto('/account/points');
    await expectHeading(shopper, 'Points summary');
    const history = shopper.getByRole('table', { name: 'Points history: All' });
    await history.getByRole('row').filter({ hasText: `Review of ${product.name}` }).filter({ hasText: '+20' }).first().waitFor();
  });
});
