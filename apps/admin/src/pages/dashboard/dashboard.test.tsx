import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminDashboard } from '@blush/shared/admin-dashboard-contracts';
import { ORDER_STATUSES } from '@blush/shared/order-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

function dashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    country: 'SG',
    period: 'week',
    currency: 'SGD',
    time_zone: 'Asia/Singapore',
    days: ['2026-11-23', '2026-11-24', '2026-11-25'],
    scoped_to_stores: false,
    sales: {
      total: 1_234_50,
      orders: 7,
      per_day: [
        { date: '2026-11-23', total: 1_000_00, orders: 5 },
        { date: '2026-11-24', total: 0, orders: 0 },
        { date: '2026-11-25', total: 234_50, orders: 2 },
      ],
    },
    orders_by_status: ORDER_STATUSES.map((status) => ({ status, count: status === 'paid' ? 7 : status === 'fraud_check_pending' ? 2 : 0 })),
    fraud_queue: 3,
    low_stock: { threshold: 5, count: 12, variants: [{ sku: 'LIP-RED-01', product: 'Velvet Lip', variant: 'Ruby', stock: 0 }] },
    bookings: { total: 4, per_day: [] },
    page_views: {
      total: 390,
      visitors: 120,
      per_day: [
        { date: '2026-11-23', views: 100, visitors: 40 },
        { date: '2026-11-24', views: 90, visitors: 30 },
        { date: '2026-11-25', views: 200, visitors: 80 },
      ],
    },
    ...overrides,
  };
}

describe('dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the country's figures as tiles, the orders by status and the low stock, with charts whose numbers are in a table", async () => {
    const api = fakeApi({ 'GET /me': { body: meFixture('operations') }, 'GET /dashboard': { body: dashboard() } });
    renderAdmin('/?period=week');
    const region = await screen.findByRole('region', { name: 'Dashboard' });
    await within(region).findByText('$1,234.50');
    expect(api.to('GET /dashboard').at(-1)!.query.get('country')).toBe('SG');
    expect(api.to('GET /dashboard').at(-1)!.query.get('period')).toBe('week');
    const tile = (label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(tile('Sales')).toBe('$1,234.50');
    expect(tile('Paid orders')).toBe('7');
    expect(tile('Fraud review queue')).toBe('3');
    expect(within(region).getByRole('link', { name: '3' }).getAttribute('href')).toBe('/fraud-review');
    expect(tile('Bookings')).toBe('4');
    expect(tile('Page views')).toBe('390');
    expect(tile('Low-stock variants')).toBe('12');

    // The sales chart's numbers, for screen readers.
    const sales = within(region).getByRole('table', { name: 'Sales per day (SGD)' });
    expect(within(sales).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Mon 23$1,000.00', 'Tue 24$0.00', 'Wed 25$234.50']);
    const views = within(region).getByRole('table', { name: 'Page views per day' });
    expect(within(views).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Mon 23100', 'Tue 2490', 'Wed 25200']);
    // The drawing is hidden from them, its bars as tall as their values.
    const bars = [...region.querySelectorAll('svg[aria-hidden="true"]')].map((svg) => [...svg.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height'))));
    expect(bars[1]).toEqual([60, 54, 120]);

    const statuses = within(region).getByRole('table', { name: 'Orders placed, by status' });
    expect(within(statuses).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Paid7', 'Fraud review2']);
    const low = within(region).getByRole('table', { name: 'Low stock (5 units or fewer)' });
    expect(within(low).getByRole('row', { name: /LIP-RED-01/ }).textContent).toBe('LIP-RED-01Velvet Lip — Ruby0');
  });

  it('asks again for the country and period picked, and keeps them in the address', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('store_manager') },
      'GET /dashboard': (request) => ({ body: dashboard({ country: request.query.get('country') as 'TH', currency: 'THB', period: request.query.get('period') as 'today', scoped_to_stores: true }) }),
    });
    const { router } = renderAdmin('/');
    const region = await screen.findByRole('region', { name: 'Dashboard' });
    expect(await within(region).findByText('Figures for your stores only: their click-and-collect orders and bookings.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    // No fraud review for a store manager: the figure is not a link.
    expect(within(region).queryByRole('link', { name: '3' })).toBeNull();

    fireEvent.change(within(region).getByLabelText('Country'), { target: { value: 'TH' } });
    await vi.waitFor(() => expect(api.to('GET /dashboard').at(-1)!.query.get('country')).toBe('TH'));
    fireEvent.click(within(region).getByRole('button', { name: 'This week' }));
    await vi.waitFor(() => expect(api.to('GET /dashboard').at(-1)!.query.get('period')).toBe('week'));
    expect(router.state.location.search).toContain('country=TH');
    expect(router.state.location.search).toContain('period=week');
    await vi.waitFor(() => expect(within(region).getByRole('button', { name: 'This week' }).getAttribute('aria-pressed')).toBe('true'));
    expect(await within(region).findByRole('table', { name: 'Sales per day (THB)' })).toBeTruthy();
  });

  it('says what went wrong when the figures cannot be read', async () => {
    fakeApi({ 'GET /me': { body: meFixture('merchandiser') }, 'GET /dashboard': apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.') });
    renderAdmin('/');
    const region = await screen.findByRole('region', { name: 'Dashboard' });
    expect((await within(region).findByRole('alert')).textContent).toContain('Something went wrong on our side.');
  });
});
