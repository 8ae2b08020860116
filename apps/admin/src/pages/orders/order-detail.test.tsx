import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture, orderDetail } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const DETAIL = `GET /orders/${ID}`;

function actionsRegion() {
  return screen.getByRole('region', { name: 'Actions' });
}
const buttonNames = () => within(actionsRegion()).queryAllByRole('button').map((b) => b.textContent);

describe('order detail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows lines, totals, customer and the timeline', async () => {
    fakeApi({ 'GET /me': { body: meFixture('operations') }, [DETAIL]: { body: orderDetail() } });
    renderAdmin(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SG100001' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Items in this order' });
    const line = within(lines).getByRole('row', { name: /Silk Lip Tint/ });
    expect(within(line).getAllByRole('cell').map((c) => c.textContent)).toEqual(['RL-02', '2', '$55.00', '$110.00']);
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$123.50');
    expect(within(screen.getByRole('region', { name: 'Customer' })).getByText('Mei Tan · mei@example.com')).toBeTruthy();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([expect.stringContaining('Order Order placed'), expect.stringContaining('Payment Payment succeeded')]);
  });

  it('names every timeline entry in the staff member’s language, a staff change with what it set, and an unknown type readably', async () => {
    const timeline = [
      { at: '2026-11-26T02:30:00.000Z', source: 'fraud', type: 'fraud.screened', actor: null, data: { decision: 'review', reasons: ['amount', 'velocity'] } },
      { at: '2026-11-26T03:00:00.000Z', source: 'staff', type: 'orders.fulfil', actor: 'Omar Rahman', data: { before: { status: 'paid' }, after: { step: 'shipped', carrier: 'DHL' } } },
      { at: '2026-11-26T03:01:00.000Z', source: 'email', type: 'email.order_gift_note', actor: null, data: { to: 'mei@example.com' } },
    ];
    fakeApi({ 'GET /me': { body: meFixture('operations') }, [DETAIL]: { body: { ...orderDetail(), timeline } } });
    const view = renderAdmin(`/orders/${ID}`);
    const items = async () => within(await screen.findByRole('region', { name: 'Timeline' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(await items()).toEqual([
      expect.stringMatching(/Fraud screening Screened.*decision: review · reasons: amount, velocity/),
      expect.stringMatching(/Staff Fulfilment step recorded · by Omar Rahman.*step: shipped · carrier: DHL/),
      expect.stringMatching(/E-mail Email order gift note.*to: mei@example.com/),
    ]);
    view.unmount();

    fakeApi({ 'GET /me': { body: meFixture('operations', 'th') }, [DETAIL]: { body: { ...orderDetail(), timeline } } });
    renderAdmin(`/orders/${ID}`);
    expect(await screen.findByText('ตรวจสอบการฉ้อโกง')).toBeTruthy();
    expect(screen.getByText('บันทึกขั้นตอนการจัดส่ง')).toBeTruthy();
  });

  it('offers each role only its actions on the order as it is', async () => {
    fakeApi({ 'GET /me': { body: meFixture('operations') }, [DETAIL]: { body: orderDetail({ status: 'fraud_check_pending' }) } });
    const ops = renderAdmin(`/orders/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order SG100001' });
    expect(buttonNames()).toEqual(['Approve', 'Block', 'Refund', 'Cancel order', 'Resend e-mail']);
    ops.unmount();

    fakeApi({ 'GET /me': { body: meFixture('customer_service') }, [DETAIL]: { body: orderDetail({ status: 'fraud_check_pending' }) } });
    renderAdmin(`/orders/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order SG100001' });
    expect(buttonNames()).toEqual(['Resend e-mail']);
  });

  it('approving sends the version it loaded and shows the order the API answers with', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('operations') },
      [DETAIL]: { body: orderDetail({ status: 'fraud_check_pending', version: 7 }) },
      [`POST /orders/${ID}/fraud-review`]: { body: orderDetail({ status: 'paid', version: 8 }) },
    });
    renderAdmin(`/orders/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Done: the order is updated.')).toBeTruthy();
    expect(api.to(`POST /orders/${ID}/fraud-review`)[0]!.body).toEqual({ decision: 'approve', version: 7 });
    expect(buttonNames()).toContain('Mark packed');
    expect(buttonNames()).not.toContain('Approve');
  });

  it('a change someone else beat (409 edit_conflict) says so and reloads the order', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('operations') },
      [DETAIL]: (_request, count) => ({ body: orderDetail({ version: count === 1 ? 3 : 4, fulfilment: count === 1 ? 'unfulfilled' : 'packed' }) }),
      [`POST /orders/${ID}/fulfilment`]: apiError(409, 'edit_conflict', 'Someone else changed this while you were editing.'),
    });
    renderAdmin(`/orders/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark packed' }));
    expect((await screen.findByText('Someone else changed this order; reloaded. Check the order and try again.')).getAttribute('role')).toBe('alert');
    expect(api.to(`POST /orders/${ID}/fulfilment`)[0]!.body).toEqual({ step: 'packed', version: 3 });
    await vi.waitFor(() => expect(buttonNames()).toContain('Mark shipped'));
    expect(api.to(DETAIL)).toHaveLength(2);
  });

  it('ships with carrier and tracking number from a dialog', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('operations') },
      [DETAIL]: { body: orderDetail({ fulfilment: 'packed', version: 5 }) },
      [`POST /orders/${ID}/fulfilment`]: { body: orderDetail({ fulfilment: 'shipped', version: 6 }) },
    });
    renderAdmin(`/orders/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order SG100001' });
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'Ninja Van' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: 'NV-12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await screen.findByText('Done: the order is updated.');
    expect(api.to(`POST /orders/${ID}/fulfilment`)[0]!.body).toEqual({ step: 'shipped', carrier: 'Ninja Van', tracking_number: 'NV-12345678', version: 5 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels only with a reason, after confirming', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('operations') },
      [DETAIL]: { body: orderDetail({ version: 2 }) },
      [`POST /orders/${ID}/cancel`]: { body: { ...orderDetail({ status: 'cancelled', version: 3 }) } },
    });
    renderAdmin(`/orders/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order SG100001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(api.to(`POST /orders/${ID}/cancel`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Customer asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await screen.findByText('Done: the order is updated.');
    expect(api.to(`POST /orders/${ID}/cancel`)[0]!.body).toEqual({ reason: 'Customer asked by phone', version: 2 });
  });

  it('refunds a part with one Idempotency-Key per dialog opening, and refuses more than is left before asking', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('operations') },
      [DETAIL]: { body: orderDetail({ refundable: 12_350 }) },
      [`POST /orders/${ID}/refunds`]: (_request, count) => (count === 1 ? apiError(502, 'payment_gateway_error', 'The payment service did not answer.') : { body: orderDetail({ refundable: 11_100 }) }),
    });
    renderAdmin(`/orders/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    let dialog = await screen.findByRole('dialog', { name: 'Refund order SG100001' });
    fireEvent.change(within(dialog).getByLabelText('Amount (SGD)'), { target: { value: '200' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Damaged item' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('That is more than can be refunded ($123.50).')).toBeTruthy();
    expect(api.to(`POST /orders/${ID}/refunds`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Amount (SGD)'), { target: { value: '12.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('The payment service did not answer.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByText('Done: the order is updated.');
    const [first, retry] = api.to(`POST /orders/${ID}/refunds`);
    expect(first!.body).toEqual({ amount: 1250, reason: 'Damaged item' });
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);

    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    dialog = await screen.findByRole('dialog', { name: 'Refund order SG100001' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(api.to(`POST /orders/${ID}/refunds`)).toHaveLength(3));
    const third = api.to(`POST /orders/${ID}/refunds`)[2]!;
    expect(third.body).toEqual({ reason: 'Goodwill' });
    expect(third.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('resends a chosen e-mail', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      [DETAIL]: { body: orderDetail() },
      [`POST /orders/${ID}/emails`]: { status: 202, body: orderDetail() },
    });
    renderAdmin(`/orders/${ID}`);
    fireEvent.change(await screen.findByLabelText('E-mail to resend'), { target: { value: 'shipped' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await screen.findByText('Done: the order is updated.');
    expect(api.to(`POST /orders/${ID}/emails`)[0]!.body).toEqual({ email: 'shipped' });
  });
});
