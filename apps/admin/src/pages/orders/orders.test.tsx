import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api.ts';
import { meFixture, orderRow } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

describe('orders list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the orders in a captioned table and asks the API with the URL’s filters', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('operations') },
      'GET /orders': { body: { orders: [orderRow(), orderRow({ id: '22222222-2222-4222-8222-222222222222', number: 'TH100002', country: 'TH', status: 'fraud_check_pending', total: { amount: 99_000, currency: 'THB' } })], next_cursor: null } },
    });
    renderAdmin('/orders?q=mei%40example.com&status=paid&country=SG');
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order', 'Placed', 'Customer', 'Country', 'Status', 'Fulfilment', 'Payment', 'Delivery', 'Total']);
    const row = within(table).getByRole('row', { name: /TH100002/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('TH100002');
    expect(row.textContent).toContain('Fraud review');
    expect(row.textContent).toContain('฿990.00');
    expect(within(table).getByRole('link', { name: 'SG100001' }).getAttribute('href')).toBe('/orders/11111111-1111-4111-8111-111111111111');
    const query = api.to('GET /orders')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ q: 'mei@example.com', status: 'paid', country: 'SG' });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('mei@example.com');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
  });

  it('applying filters puts them in the URL and asks again from the first page; a date range is whole days', async () => {
    const api = fakeApi({ 'GET /me': { body: meFixture('operations') }, 'GET /orders': { body: { orders: [], next_cursor: null } } });
    const { router } = renderAdmin('/orders?cursor=abc');
    await screen.findByText('No orders match.');
    fireEvent.change(screen.getByLabelText('Fulfilment'), { target: { value: 'packed' } });
    fireEvent.change(screen.getByLabelText('Delivery'), { target: { value: 'click_and_collect' } });
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'paynow' } });
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Placed until'), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(api.to('GET /orders')).toHaveLength(2));
    expect(router.state.location.search).toBe('?fulfilment=packed&payment_method=paynow&delivery_option=click_and_collect&from=2026-11-01&to=2026-11-02');
    const query = Object.fromEntries(api.to('GET /orders')[1]!.query);
    expect(query).toEqual({ fulfilment: 'packed', payment_method: 'paynow', delivery_option: 'click_and_collect', from: new Date(2026, 10, 1).toISOString(), to: new Date(2026, 10, 3).toISOString() });
  });

  it('pages with the keyset cursor: "Next page" asks for the rows after the last one', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('operations') },
      'GET /orders': (request) => ({ body: request.query.get('cursor') ? { orders: [orderRow({ number: 'SG099999' })], next_cursor: null } : { orders: [orderRow()], next_cursor: 'c1' } }),
    });
    renderAdmin('/orders?status=paid');
    fireEvent.click(await screen.findByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'SG099999' })).toBeTruthy();
    expect(Object.fromEntries(api.to('GET /orders')[1]!.query)).toEqual({ status: 'paid', cursor: 'c1' });
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'First page' })).toBeTruthy();
  });

  it('the fraud queue asks for the review queue', async () => {
    const api = fakeApi({ 'GET /me': { body: meFixture('operations') }, 'GET /orders': { body: { orders: [orderRow({ status: 'fraud_check_pending' })], next_cursor: null } } });
    renderAdmin('/fraud-review');
    expect(await screen.findByRole('table', { name: 'Orders awaiting fraud review, oldest first' })).toBeTruthy();
    expect(api.to('GET /orders')[0]!.query.get('queue')).toBe('fraud');
  });

  it('an API error is shown in the live region', async () => {
    fakeApi({ 'GET /me': { body: meFixture('operations') }, 'GET /orders': { status: 400, body: { error: { code: 'validation_failed', message: 'Some details are not valid.' } } } });
    renderAdmin('/orders');
    expect((await screen.findByText('Some details are not valid.')).getAttribute('role')).toBe('alert');
  });
});
