/**
 * Journey: the back office (issue 21, decision 0029). A guest in Singapore pays an order by card;
 * the demo operations staff member opens /admin/orders, is sent to sign in, signs in with the
 * password and the code of their authenticator (computed here from the demo secret with the
 * project's TOTP helper), finds the order by its number, opens it and marks it packed. Axe checks
 * the sign-in page, the orders list and the order page; the pages carry the back office's own CSP.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { staffSignIn } from './support/staff.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { eventually } from './support/account.ts';
import { cheapestSingleVariant, gotoHydrated } from './support/bag.ts';
import { placeCardOrder } from './support/order.ts';

const OPS = 'ops@staff.blush.example';

describe('back office', () => {
  const browser = useBrowser();

  /**
   * A guest's paid card order in Singapore, placed through the storefront's API from the shop's page
   * (`shopper`, which can open the order's page afterwards). `earlier` orders placed first with the
   * same e-mail (left unpaid) make fraud screening send it to a person (velocity: three in ten minutes).
   */
  async function placeOrder(options: { earlier?: number; shopper?: Page } = {}): Promise<{ id: string; number: string; status: string }> {
    const page = options.shopper ?? (await browser.page());
    await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
    await gotoHydrated(page, '/');
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': 'SG' } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;
    const order = await placeCardOrder(page, {
      country: 'SG',
      variantId,
      email: `admin-journey-${crypto.randomUUID()}@example.com`,
      recipient: { first_name: 'Mei', last_name: 'Tan', calling_code: '+65', mobile: '91234567' },
      shippingAddress: { country: 'SG', line1: '10 Tampines Central 1', line2: '#08-12', postcode: '529536' },
      pay: true,
      earlier: options.earlier ?? 0,
    });
    expect(order.payment).toBe('succeeded');
    return order;
  }

  async function expectNoAxeViolations(page: Page, where: string) {
    expect(await axeViolations(page), where).toEqual([]);
  }

  it('operations signs in with password and authenticator code, finds a paid order, opens it and marks it packed', async () => {
    const order = await placeOrder();
    const page = await browser.page();

    // A back-office page while signed out: the sign-in page, its own CSP (no storefront third parties).
    const response = await page.goto('/admin/orders');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('googletagmanager');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await expectNoAxeViolations(page, 'sign-in');

    await staffSignIn(page, OPS);

    // Back to the page first asked for, with the menu of the operations role.
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Orders', 'Fraud review', 'Catalogue', 'Bookings', 'Stores']);
    await page.getByRole('table', { name: 'Orders, newest first' }).waitFor();
    await page.getByLabel('Search').fill(order.number);
    await page.getByRole('button', { name: 'Apply' }).click();
    const link = page.getByRole('table', { name: 'Orders, newest first' }).getByRole('link', { name: order.number, exact: true });
    await link.waitFor();
    await eventually(() => page.getByRole('table', { name: 'Orders, newest first' }).getByRole('row').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('q')).toBe(order.number);
    await expectNoAxeViolations(page, 'orders list');

    await link.click();
    const heading = page.getByRole('heading', { level: 1, name: `Order ${order.number}` });
    await heading.waitFor();
    // Focus moves to the new page's heading.
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('region', { name: 'Timeline' }).getByText('Order placed', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'order detail');

    await page.getByRole('button', { name: 'Mark packed' }).click();
    await page.getByRole('status').getByText('Done: the order is updated.').waitFor();
    await page.getByRole('button', { name: 'Mark shipped' }).waitFor();
    await expectNoAxeViolations(page, 'order detail after packing');
  });

  it("operations approves an order from the fraud queue and ships it; the shopper's order page shows the courier and tracking number", async () => {
    const shopper = await browser.page();
    const order = await placeOrder({ earlier: 3, shopper });
    expect(order.status).toBe('fraud_check_pending');

    const page = await browser.page();
    await page.goto('/admin/fraud-review');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, OPS);
    await page.getByRole('heading', { level: 1, name: 'Fraud review' }).waitFor();
    const queue = page.getByRole('table', { name: 'Orders awaiting fraud review, oldest first' });
    await queue.getByRole('link', { name: order.number, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor();
    await page.getByRole('region', { name: 'Timeline' }).getByText('Order placed', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').getByText('Done: the order is updated.').waitFor();
    await page.getByRole('button', { name: 'Mark packed' }).click();
    await page.getByRole('button', { name: 'Mark shipped' }).waitFor();
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${order.number}` });
    await dialog.getByLabel('Carrier').fill('Ninja Van');
    await dialog.getByLabel('Tracking number').fill('NVSG-2026-0042');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await expectNoAxeViolations(page, 'order detail after shipping');

    // The order has left the queue.
    await page.goto('/admin/fraud-review');
    await page.getByRole('heading', { level: 1, name: 'Fraud review' }).waitFor();
    await eventually(() => page.getByRole('link', { name: order.number, exact: true }).count()).toBe(0);

    // The shopper's order page says it is on its way, with whom and under which number.
    await shopper.goto(`/orders/${order.id}`);
    await shopper.getByRole('heading', { level: 1, name: 'Your order is on its way' }).waitFor();
    const shipment = shopper.getByTestId('order-shipment');
    expect(await shipment.getByTestId('shipment-carrier').innerText()).toBe('Ninja Van');
    expect(await shipment.getByTestId('shipment-tracking').innerText()).toBe('NVSG-2026-0042');
  });
});
