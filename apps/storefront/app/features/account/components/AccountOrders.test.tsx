import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AccountDto } from '@blush/shared/account-contracts';
import { DELIVERY_OPTION_IDS, deliveryOptionText } from '@blush/shared/delivery';
import type { CountryCode, Language } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import { renderWithApp } from '../../../test/render.tsx';
import { accountFixture, ordersFixture, stubApi, summaryFixture } from '../test/fixtures.ts';
import { AccountDashboard } from './AccountDashboard.tsx';
import { AccountOrders } from './AccountOrders.tsx';

const account: AccountDto = accountFixture();
vi.mock('../hooks/use-account-context.ts', () => ({ useAccountContext: () => ({ account, refetch: async () => undefined }) }));

/** The delivery options' names, as the route's loader sends them. */
const deliveryNames = (country: CountryCode, language: Language) =>
  Object.fromEntries(DELIVERY_OPTION_IDS.map((id) => [id, deliveryOptionText(country, id, translator(language)).name])) as Record<(typeof DELIVERY_OPTION_IDS)[number], string>;

function renderOrders(options: { country?: 'SG' | 'TH'; language?: 'en' | 'th' } = {}) {
  const { country = 'SG', language = 'en' } = options;
  return renderWithApp(<AccountOrders deliveryNames={deliveryNames(country, language)} />, { path: '/account/orders', country, language });
}

/** Each order as a screen reader finds it: its heading, then its terms and their descriptions. */
function orders(): { title: string; fields: Record<string, string>; link: string | null }[] {
  return screen.getAllByTestId('account-order').map((item) => ({
    title: within(item).getByRole('heading').textContent ?? '',
    fields: Object.fromEntries([...item.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''])),
    link: within(item).getByRole('link').getAttribute('href'),
  }));
}

describe('/account/orders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the orders, newest first, with date, status in words, delivery, total and items', async () => {
    const api = stubApi({ '/orders': { orders: ordersFixture() } });
    renderOrders();
    expect(screen.getByText('Loading your orders…')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Order BL20002' });
    expect(orders()).toEqual([
      {
        title: 'Order BL20002',
        fields: { 'Order date': '20 November 2026', Status: 'Shipped', Delivery: 'Standard delivery', Total: '$128.503 items' },
        link: '/orders/ord_2',
      },
      {
        title: 'Order BL20001',
        fields: { 'Order date': '2 October 2026', Status: 'Payment pending', Delivery: 'Click & Collect', Total: '$42.001 item' },
        link: '/orders/ord_1',
      },
    ]);
    expect(screen.getAllByTestId('account-order-total').map((el) => el.textContent)).toEqual(['$128.50', '$42.00']);
    // Each link says which order it opens.
    expect(screen.getByRole('link', { name: 'View order BL20002' }).getAttribute('href')).toBe('/orders/ord_2');
    expect(screen.getByRole('link', { name: 'View order BL20001' }).getAttribute('href')).toBe('/orders/ord_1');
    expect(screen.getByRole('listitem', { name: 'Order BL20001' })).toBeTruthy();
    expect(api.calls('/orders')).toHaveLength(1);
  });

  it('is in Thai on the Thai site', async () => {
    stubApi({ '/orders': { orders: ordersFixture('THB') } });
    renderOrders({ country: 'TH', language: 'th' });
    await screen.findByRole('heading', { name: 'คำสั่งซื้อ BL20002' });
    expect(orders()).toEqual([
      {
        title: 'คำสั่งซื้อ BL20002',
        fields: { วันที่สั่งซื้อ: '20 พฤศจิกายน 2569', สถานะ: 'จัดส่งแล้ว', การจัดส่ง: 'จัดส่งแบบมาตรฐาน', ยอดรวม: '฿128.503 ชิ้น' },
        link: '/orders/ord_2',
      },
      {
        title: 'คำสั่งซื้อ BL20001',
        fields: { วันที่สั่งซื้อ: '2 ตุลาคม 2569', สถานะ: 'รอการชำระเงิน', การจัดส่ง: 'รับสินค้าที่ร้าน', ยอดรวม: '฿42.001 ชิ้น' },
        link: '/orders/ord_1',
      },
    ]);
    expect(screen.getByRole('link', { name: 'ดูคำสั่งซื้อ BL20001' })).toBeTruthy();
  });

  it('says there are no orders yet and leads to the shop', async () => {
    stubApi({ '/orders': { orders: [] } });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByText('When you place an order, you can follow it and find its details here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryAllByTestId('account-order')).toHaveLength(0);
  });

  it('says when the orders could not be loaded, and tries again', async () => {
    let fail = true;
    const fetchMock = vi.fn(async () =>
      fail
        ? new Response(JSON.stringify({ error: { code: 'bad_request', message: 'The orders are not available right now.' } }), { status: 400 })
        : new Response(JSON.stringify({ orders: ordersFixture() }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderOrders();
    const alert = (await screen.findByText('The orders are not available right now.')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order BL20002' })).toBeTruthy();
    expect(screen.queryByText('The orders are not available right now.')).toBeNull();
  });

  it('shows every status in words', async () => {
    const base = ordersFixture()[0]!;
    const cases = [
      ['payment_pending', 'unfulfilled', 'Payment pending'],
      ['paid', 'unfulfilled', 'Paid, processing'],
      ['paid', 'packed', 'Packed'],
      ['paid', 'shipped', 'Shipped'],
      ['paid', 'delivered', 'Delivered'],
      ['paid', 'collected', 'Collected'],
      ['cancelled', 'unfulfilled', 'Cancelled'],
      ['payment_blocked', 'unfulfilled', 'Cancelled'],
      ['payment_failed', 'unfulfilled', 'Payment failed'],
      ['payment_failed_with_inventory', 'unfulfilled', 'Payment failed'],
      ['payment_expired', 'unfulfilled', 'Expired'],
      ['fraud_check_pending', 'unfulfilled', 'Under review'],
    ] as const;
    stubApi({ '/orders': { orders: cases.map(([status, fulfilment], i) => ({ ...base, id: `o${i}`, number: `BL${i}`, status, fulfilment })) } });
    renderOrders();
    await screen.findByRole('heading', { name: 'Order BL0' });
    expect(screen.getAllByTestId('account-order-status').map((el) => el.textContent)).toEqual(cases.map(([, , words]) => words));
  });
});

describe('/account dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts the orders from the member’s order list', async () => {
    stubApi({ '/orders': { orders: ordersFixture() }, '/loyalty/summary': summaryFixture() });
    renderWithApp(<AccountDashboard />, { path: '/account' });
    // The account says 3, the list has 2: the list is what the member will find.
    const count = await screen.findByTestId('dashboard-count-orders');
    expect(count.textContent).toBe('2');
    expect(count.closest('a')?.getAttribute('href')).toBe('/account/orders');
    expect(count.nextElementSibling?.textContent).toBe('Orders');
  });
});
