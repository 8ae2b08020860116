/**
 * Journey: money given back. A member in Thailand (Thai) pays an order by card; operations
 * refund part of it, then cancel it before it ships; the order page shows both refunds with their
 * state in Thai, and the refund e-mail is in the mailbox. Axe checks the order page.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser, PHONE } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { TH_SIGN_IN, createSandboxMember, eventually, signIn } from './support/account.ts';
import { cheapestSingleVariant, gotoHydrated } from './support/bag.ts';
import { placeCardOrder } from './support/order.ts';

type Tree = { [key: string]: string | Tree };
const th = JSON.parse(readFileSync(new URL('../apps/storefront/app/locales/th.json', import.meta.url), 'utf8')) as Tree;
const text = (path: string): string => path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, th) as string;

describe('refunds', () => {
  const browser = useBrowser();

  it('a Thai member sees a partial refund and the refund of the cancelled rest on the order page, and gets the e-mail', async () => {
    const member = await createSandboxMember(browser.baseUrl(), { country: 'TH', language: 'th' });
    const page = await browser.page({ viewport: PHONE });
    await useSite(page.context(), browser.baseUrl(), 'TH', 'th');
    await page.goto('/sign_in');
    expect(await signIn(page, member.email, member.password, TH_SIGN_IN)).toBe(200);
    await gotoHydrated(page, '/');
    const [product] = await cheapestSingleVariant(browser.baseUrl(), 'TH', 1);
    const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': 'TH' } })).json();
    const variantId = (detail.product ?? detail).variants[0].id as number;

    // The shopper's bag, order and card payment, through the API with the headers the storefront sends.
    const order = await placeCardOrder(page, {
      country: 'TH',
      acceptLanguage: 'th-TH',
      variantId,
      quantity: 2,
      email: member.email,
      recipient: { first_name: 'Mali', last_name: 'Suk', calling_code: '+66', mobile: '812345678' },
      shippingAddress: { country: 'TH', line1: '999 Rama I Road', district: 'Pathum Wan', city: 'Pathum Wan', region: 'Bangkok', postcode: '10330' },
      pay: true,
    });
    expect(order.payment).toBe('succeeded');

    const ops = (path: string, body: unknown) =>
      fetch(`${browser.baseUrl()}/api/web/v1/ops/orders/${order.id}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-platform': 'web', authorization: 'Bearer ops-dev-token', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      });
    const part = Math.floor(order.total / 4);
    expect((await ops('refunds', { amount: part })).status).toBe(200);
    expect((await ops('status', { action: 'cancelled' })).status).toBe(200);

    await gotoHydrated(page, `/orders/${order.id}`);
    const refunds = page.getByTestId('order-refund');
    await page.getByRole('heading', { name: text('order.refunds.title') }).waitFor();
    await eventually(async () => expect(await refunds.count()).toBe(2));
    const lines = await refunds.allInnerTexts();
    expect(lines[0]).toContain(text('order.refunds.reason.operator'));
    expect(lines[1]).toContain(text('order.refunds.reason.cancelled'));
    for (const line of lines) expect(line).toContain(text('order.refunds.status.succeeded'));
    expect(await axeViolations(page)).toEqual([]);

    const mail = await (await fetch(`${browser.baseUrl()}/api/web/v1/dev/mailbox?to=${encodeURIComponent(member.email)}`)).json();
    const subjects = (mail.messages as Array<{ subject: string }>).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('การคืนเงินสำหรับคำสั่งซื้อ Blush'))).toHaveLength(2);
  });
});
