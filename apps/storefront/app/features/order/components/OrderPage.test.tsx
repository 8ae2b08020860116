import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { reply, setSessionCookie, stubFetch } from '../../../test/fetch-stub.ts';
import type { OrderCardFormProps } from './OrderPage.tsx';
import { OrderPage, POLL_MS } from './OrderPage.tsx';
import { QR_SVG, STORE, TEXTS, money, orderFixture, paymentFixture } from '../test/fixtures.ts';

/** The card form the route hands over (the checkout's), here a stand-in that pays with a test card. */
function FakeCardForm({ onSubmit, pending, submitLabel }: OrderCardFormProps) {
  return (
    <button type="button" disabled={pending} onClick={() => void onSubmit({ number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2030, cvc: '123', name: 'MEI TAN' })}>
      {submitLabel}
    </button>
  );
}

function renderOrder(options: { language?: 'en' | 'th' | 'id'; country?: 'SG' | 'TH' | 'ID' } = {}) {
  return renderWithApp(<OrderPage orderId="order-1" texts={TEXTS} CardForm={FakeCardForm} />, { path: '/orders/order-1', ...options });
}

const NOW = new Date('2026-11-21T03:05:00.000Z');

describe('OrderPage', () => {
  let signOut: (() => void) | undefined;
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    signOut?.();
    signOut = undefined;
  });

  it('confirmation: thank you, the order’s details as placed, and a member’s link to their orders', async () => {
    signOut = setSessionCookie('member-1');
    stubFetch({ 'GET /orders/order-1': { order: orderFixture() }, 'GET /orders/order-1/payment': { payment: paymentFixture() } });
    renderOrder();

    expect((await screen.findByTestId('order-heading')).textContent).toBe('Thank you for your order');
    expect(screen.getByTestId('order-page').dataset.view).toBe('confirmation');
    expect(screen.getByTestId('order-number').textContent).toBe('Order SG00100001');
    expect(screen.getByTestId('detail-number').textContent).toBe('Order numberSG00100001');
    expect(screen.getByTestId('detail-date').textContent).toMatch(/^Order date21 Nov 2026, 11:00\sam$/);
    expect(screen.getByTestId('detail-payment').textContent).toBe('Payment methodCredit or debit card');
    expect(screen.getByTestId('detail-delivery').textContent).toBe('Delivery optionStandard delivery');
    expect(screen.getByTestId('detail-estimated').textContent).toMatch(/^Estimated deliveryTue, 24 Nov\s–\sThu, 26 Nov$/);
    expect(screen.getByTestId('detail-recipient').textContent).toBe('RecipientMei Tan+65 91234567mei@example.com');
    // The address as a label's lines (the address tables load for it).
    await waitFor(() => expect(screen.getByTestId('detail-address').textContent).toBe('Shipping addressBlk 1 Orchard Road#12-34 Orchard TowersSingapore 238859'));
    expect(screen.getByTestId('detail-registration').textContent).toBe('Registration number201912345K');
    const lines = screen.getAllByTestId('order-line');
    expect(lines[0]!.textContent).toBe('NARSVelvet Lip 1RubyQuantity: 2$72.00');
    expect(lines[1]!.textContent).toContain('Free sample');
    expect(screen.getByTestId('summary-total').textContent).toBe('Total$77.00');
    expect(screen.getByTestId('summary-tax').textContent).toBe('Includes GST 9%: $6.36');
    expect(screen.getByTestId('summary-points').textContent).toBe('This order earns 72 Beauty Pass points.');
    expect(screen.getByTestId('account-orders-link').getAttribute('href')).toBe('/account/orders');
    expect(screen.queryByTestId('sandbox-link')).toBeNull();
  });

  it('a paid order that has moved on says where it is: shipped, delivered or collected, in the page language', async () => {
    signOut = setSessionCookie('member-1');
    stubFetch({ 'GET /orders/order-1': { order: orderFixture({ fulfilment: 'delivered' }) }, 'GET /orders/order-1/payment': { payment: paymentFixture() } });
    renderOrder();
    expect((await screen.findByTestId('order-heading')).textContent).toBe('Your order was delivered');
    expect(screen.getByTestId('view-confirmation').textContent).toContain('Beauty Pass points from this order are added within 3 working days of delivery.');
    expect(screen.getByTestId('view-confirmation').textContent).not.toContain('on their way to');
  });

  it('a shipped order names the courier and the tracking number, in Thai too', async () => {
    signOut = setSessionCookie('member-1');
    const shipment = { carrier: 'Kerry Express', trackingNumber: 'KEX-123456789', shippedAt: '2026-11-25T03:00:00.000Z' };
    stubFetch({ 'GET /orders/order-1': { order: orderFixture({ fulfilment: 'shipped', shipment }) }, 'GET /orders/order-1/payment': { payment: paymentFixture() } });
    renderOrder({ language: 'th', country: 'TH' });
    expect((await screen.findByTestId('order-heading')).textContent).toBe('คำสั่งซื้อของคุณกำลังจัดส่ง');
    const details = screen.getByTestId('order-shipment');
    expect(within(details).getByText('บริษัทขนส่ง').nextElementSibling!.textContent).toBe('Kerry Express');
    expect(within(details).getByText('หมายเลขพัสดุ').nextElementSibling!.textContent).toBe('KEX-123456789');
  });

  it('a refunded order shows each refund: why, how much, and where it stands', async () => {
    const order = orderFixture({
      status: 'cancelled',
      // Cancelled while its payment window was still open: still nothing to pay by.
      paymentExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refunds: [
        { id: 'r1', amount: money(2000), reason: 'operator', status: 'succeeded', requestedAt: '2026-11-22T03:00:00.000Z' },
        { id: 'r2', amount: money(5700), reason: 'cancelled', status: 'pending', requestedAt: '2026-11-23T03:00:00.000Z' },
      ],
    });
    stubFetch({ 'GET /orders/order-1': { order }, 'GET /orders/order-1/payment': { payment: paymentFixture({ sandboxUrl: '/sandbox/payments/pay-1' }) } });
    renderOrder();
    const refunds = await screen.findAllByTestId('order-refund');
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeTruthy();
    // A cancelled order says its money is coming back, promises no points and asks for no payment.
    expect(screen.getByTestId('failure-message').textContent).toBe('This order was cancelled. The money you paid is on its way back to you: see the refunds below.');
    expect(screen.queryByTestId('summary-points')).toBeNull();
    expect(screen.queryByTestId('pay-by')).toBeNull();
    expect(screen.queryByTestId('sandbox-link')).toBeNull();
    expect(refunds.map((r) => r.textContent)).toEqual([
      'Refund from our team$20.00Refunded to your original payment method: allow 5 to 10 working days · 22 November 2026',
      'Order cancelled$57.00Refund on its way · 23 November 2026',
    ]);
  });

  it('a guest’s order promises no Beauty Pass points (only members earn them)', async () => {
    stubFetch({ 'GET /orders/order-1': { order: orderFixture({ memberOrder: false }) }, 'GET /orders/order-1/payment': { payment: paymentFixture() } });
    renderOrder();
    expect((await screen.findByTestId('order-heading')).textContent).toBe('Thank you for your order');
    expect(screen.getByTestId('summary-total').textContent).toBe('Total$77.00');
    expect(screen.queryByTestId('summary-points')).toBeNull();
  });

  it('a guest sees no account link; a missing order says so', async () => {
    stubFetch({
      'GET /orders/order-1': reply(404, { error: { code: 'resource_not_found', message: 'Resource not found!' } }),
      'GET /orders/order-1/payment': reply(404, { error: { code: 'resource_not_found', message: 'Resource not found!' } }),
    });
    renderOrder();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Order not found');
    expect(screen.getByText('Resource not found!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View your orders' })).toBeNull();
    // Trying again cannot find it: the way on is to keep shopping.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByTestId('order-not-found-home').getAttribute('href')).toBe('/');
  });

  it('QR instruction: the code as an image, the amount, a countdown announced once a minute, polling every 5 s; then “QR code expired.” and a new code', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const expiresAt = new Date(NOW.getTime() + 10 * 60_000).toISOString();
    const qrPayment = paymentFixture({ id: 'pay-qr', method: 'paynow', status: 'pending', expiresAt, qr: { payload: '000201…', svg: QR_SVG, scheme: 'paynow' }, sandboxUrl: '/sandbox/payments/pay-qr' });
    let current = qrPayment;
    const order = orderFixture({ status: 'payment_pending', paymentMethod: 'paynow' });
    const api = stubFetch({
      'GET /orders/order-1': { order },
      'GET /orders/order-1/payment': () => ({ payment: current }),
      'POST /orders/order-1/payments': () => {
        current = { ...qrPayment, id: 'pay-qr-2', expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() };
        return reply(201, { payment: current });
      },
    });
    renderOrder();

    expect((await screen.findByTestId('order-heading')).textContent).toBe('Scan to pay');
    // Let the page's effects start (its clock and polling) before the time moves.
    await act(async () => undefined);
    const image = screen.getByTestId('qr-image') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(QR_SVG)}`);
    expect(image.alt).toBe('PayNow QR code to pay $77.00');
    expect(screen.getByTestId('qr-amount').textContent).toBe('$77.00');
    expect(screen.getByTestId('qr-clock').textContent).toBe('Expires in 10:00');
    const minutes = screen.getByTestId('qr-minutes');
    expect(minutes.getAttribute('aria-live')).toBe('polite');
    expect(minutes.textContent).toBe('10 minutes left to pay');
    expect(screen.getByTestId('sandbox-link').getAttribute('href')).toBe('/sandbox/payments/pay-qr');

    // Seconds tick on screen; the announcement changes only with the minute.
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('qr-clock').textContent).toBe('Expires in 9:59');
    expect(minutes.textContent).toBe('10 minutes left to pay');
    const polledBefore = api.sent('GET /orders/order-1/payment').length;
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('qr-clock').textContent).toBe('Expires in 8:59');
    expect(screen.getByTestId('qr-minutes').textContent).toBe('9 minutes left to pay');
    // Polled every 5 s while the page is visible.
    expect(api.sent('GET /orders/order-1/payment').length - polledBefore).toBeGreaterThanOrEqual(60_000 / POLL_MS - 1);

    // "Check payment status": still waiting, said politely.
    fireEvent.click(screen.getByRole('button', { name: 'Check payment status' }));
    await waitFor(() => expect(screen.getByTestId('status-note').textContent).toBe('We haven’t received your payment yet.'));

    // The code runs out.
    current = { ...qrPayment, status: 'expired' };
    await act(async () => vi.advanceTimersByTimeAsync(9 * 60_000));
    await waitFor(() => expect(screen.getByTestId('qr-expired')).toBeTruthy());
    expect(within(screen.getByTestId('qr-expired')).getByRole('alert').textContent).toBe('QR code expired.');
    const polledAtExpiry = api.sent('GET /orders/order-1/payment').length;
    await act(async () => vi.advanceTimersByTimeAsync(3 * POLL_MS));
    // An expired code is not polled.
    expect(api.sent('GET /orders/order-1/payment').length).toBe(polledAtExpiry);

    fireEvent.click(screen.getByRole('button', { name: 'Get a new QR code' }));
    await waitFor(() => expect(screen.getByTestId('qr-instruction')).toBeTruthy());
    expect(api.sent('POST /orders/order-1/payments')[0]!.body).toEqual({});
    expect(api.sent('POST /orders/order-1/payments')[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // A fresh code: ten minutes again (give or take the clock's last tick).
    expect(screen.getByTestId('qr-clock').textContent).toMatch(/^Expires in 10:0[01]$/);
  });

  it('virtual account: bank, number with a copy button, amount, expiry, steps per channel, and the bank’s enquiry', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const va = paymentFixture({
      id: 'pay-va',
      method: 'virtual_account',
      status: 'pending',
      amount: money(55_000_000, 'IDR'),
      expiresAt: '2099-11-22T03:00:00.000Z',
      virtualAccount: {
        bank: 'bca',
        bankName: 'BCA',
        number: '3901 0010 0100 0017',
        instructions: [
          { title: 'ATM BCA', steps: ['Masukkan kartu ATM dan PIN.', 'Pilih Transaksi Lainnya > Transfer > ke Rek BCA Virtual Account.'] },
          { title: 'm-BCA (BCA mobile)', steps: ['Buka m-BCA.', 'Pilih m-Transfer > BCA Virtual Account.'] },
        ],
      },
    });
    let paid = false;
    const order = orderFixture({ country: 'ID', status: 'payment_pending', paymentMethod: 'virtual_account', paymentExpiresAt: '2099-11-22T03:00:00.000Z', shippingAddress: null, summary: { ...orderFixture().summary, total: money(55_000_000, 'IDR') } });
    const api = stubFetch({
      'GET /orders/order-1': () => ({ order: paid ? { ...order, status: 'paid' } : order }),
      'GET /orders/order-1/payment': { payment: va },
      'POST /orders/order-1/enquireBcaPayment': () => {
        paid = true;
        return { payment: { ...va, status: 'succeeded' } };
      },
    });
    renderOrder({ language: 'id', country: 'ID' });

    expect((await screen.findByTestId('order-heading')).textContent).toBe('Bayar lewat transfer bank');
    expect(screen.getByTestId('va-bank').textContent).toBe('BCA');
    expect(screen.getByTestId('va-number').textContent).toBe('3901 0010 0100 0017');
    expect(screen.getByTestId('va-amount').textContent).toMatch(/^Rp\s?550\.000$/);
    const channels = within(screen.getByTestId('va-steps')).getAllByRole('group');
    expect(channels).toHaveLength(2);
    expect((channels[0] as HTMLDetailsElement).open).toBe(true);
    expect((channels[1] as HTMLDetailsElement).open).toBe(false);
    expect(within(channels[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Masukkan kartu ATM dan PIN.', 'Pilih Transaksi Lainnya > Transfer > ke Rek BCA Virtual Account.']);

    fireEvent.click(screen.getByRole('button', { name: 'Salin' }));
    await waitFor(() => expect(screen.getByTestId('va-copied').textContent).toBe('Disalin'));
    expect(writeText).toHaveBeenCalledWith('3901 0010 0100 0017');

    fireEvent.click(screen.getByRole('button', { name: 'Cek status pembayaran' }));
    await waitFor(() => expect(screen.getByTestId('order-heading').textContent).toBe('Terima kasih atas pesanan Anda'));
    expect(api.sent('POST /orders/order-1/enquireBcaPayment')).toHaveLength(1);
    // The new view's heading takes the focus.
    expect(document.activeElement).toBe(screen.getByTestId('order-heading'));
  });

  it('payment_failed: the reason, “Retry payment” shows the card form again, and a paid retry confirms the order', async () => {
    let paid = false;
    const order = orderFixture({ status: 'payment_failed_with_inventory', paymentExpiresAt: '2099-01-01T00:00:00.000Z' });
    const api = stubFetch({
      'GET /orders/order-1': () => ({ order: paid ? { ...order, status: 'paid' } : order }),
      'GET /orders/order-1/payment': { payment: paymentFixture({ status: 'failed', failureMessage: 'Your card was declined.' }) },
      'POST /orders/order-1/payments': () => {
        paid = true;
        return reply(201, { payment: paymentFixture({ id: 'pay-2', status: 'succeeded' }) });
      },
    });
    renderOrder();
    expect((await screen.findByTestId('order-heading')).textContent).toBe('Your payment didn’t go through');
    expect(screen.getByTestId('failure-message').textContent).toBe('Your card was declined.');
    expect(screen.getByTestId('pay-by').textContent).toMatch(/^Pay by .+ to keep your order\.$/);

    fireEvent.click(screen.getByTestId('retry-payment'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $77.00' }));
    await waitFor(() => expect(screen.getByTestId('order-heading').textContent).toBe('Thank you for your order'));
    expect(api.sent('POST /orders/order-1/payments')[0]!.body).toEqual({ card: { number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2030, cvc: '123', name: 'MEI TAN' } });
  });

  it('payment_failed for a QR method retries at once; after the payment window the order has expired and leads to the bag', async () => {
    stubFetch({
      'GET /orders/order-1': { order: orderFixture({ status: 'payment_expired', paymentMethod: 'paynow' }) },
      'GET /orders/order-1/payment': { payment: paymentFixture({ method: 'paynow', status: 'expired' }) },
    });
    renderOrder();
    expect((await screen.findByTestId('order-heading')).textContent).toBe('This order has expired');
    expect(screen.getByTestId('failure-message').textContent).toBe('This order has expired. Please place a new order.');
    expect(screen.getByRole('link', { name: 'Go to your bag' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByTestId('retry-payment')).toBeNull();
  });

  it('payment_pending: a card waiting for 3-D Secure links to the challenge', async () => {
    stubFetch({
      'GET /orders/order-1': { order: orderFixture({ status: 'payment_pending', paymentExpiresAt: '2099-01-01T00:00:00.000Z' }) },
      'GET /orders/order-1/payment': { payment: paymentFixture({ id: 'pay-3ds', status: 'requires_action', actionUrl: '/sandbox/3ds/pay-3ds', sandboxUrl: '/sandbox/payments/pay-3ds' }) },
    });
    renderOrder();
    expect((await screen.findByTestId('order-heading')).textContent).toBe('Verify your card payment');
    expect(screen.getByTestId('challenge-link').getAttribute('href')).toBe('/sandbox/3ds/pay-3ds');
    expect(screen.getByTestId('sandbox-link').textContent).toBe('Sandbox: pay or fail this payment');
  });

  describe('click & collect pickup instruction', () => {
    const collect = { deliveryOption: 'click_and_collect' as const, storeId: STORE.id, shippingAddress: null, estimatedDelivery: { from: '2026-11-24', to: '2026-11-25' } };

    it('paid: held at the store for 7 days', async () => {
      stubFetch({
        'GET /orders/order-1': { order: orderFixture({ ...collect, status: 'paid' }) },
        'GET /orders/order-1/payment': { payment: paymentFixture() },
        'GET /store-locations': { stores: [STORE] },
      });
      renderOrder();
      await screen.findByTestId('order-heading');
      await waitFor(() => expect(screen.getByTestId('detail-store').textContent).toContain('Blush ION Orchard'));
      expect(screen.getByTestId('detail-store').textContent).toContain('Daily 10:00–22:00');
      expect(screen.getByTestId('detail-delivery').textContent).toBe('Delivery optionClick & Collect');
      expect(screen.getByTestId('detail-estimated').textContent).toMatch(/^Ready to collect/);
      expect(screen.getByTestId('detail-recipient').textContent).toMatch(/^Collected byMei Tan/);
      const note = screen.getByTestId('pickup-note');
      expect(note.dataset.state).toBe('held');
      expect(note.textContent).toBe('Your order will be held at Blush ION Orchard for 7 days. Show your order number SG00100001 when you collect it.');
      expect(screen.queryByTestId('detail-address')).toBeNull();
    });

    it('payment_expired: the details cannot be updated, and a new order is asked for', async () => {
      stubFetch({
        'GET /orders/order-1': { order: orderFixture({ ...collect, status: 'payment_expired' }) },
        'GET /orders/order-1/payment': { payment: paymentFixture({ status: 'expired' }) },
        'GET /store-locations': { stores: [STORE] },
      });
      renderOrder();
      await screen.findByTestId('order-heading');
      const note = await screen.findByTestId('pickup-note');
      expect(note.dataset.state).toBe('expired');
      expect(note.textContent).toBe('This order has expired, so its pickup details can’t be updated. Please place a new order.');
    });

    it('awaiting payment, in Thai: updated once payment is confirmed', async () => {
      stubFetch({
        'GET /orders/order-1': { order: orderFixture({ ...collect, country: 'TH', status: 'fraud_check_pending' }) },
        'GET /orders/order-1/payment': { payment: paymentFixture() },
        'GET /store-locations': { stores: [STORE] },
      });
      renderOrder({ language: 'th', country: 'TH' });
      expect((await screen.findByTestId('order-heading')).textContent).toBe('เรากำลังยืนยันการชำระเงินของคุณ');
      expect((await screen.findByTestId('pickup-note')).textContent).toBe('รายละเอียดการรับสินค้าจะอัปเดตเมื่อยืนยันการชำระเงินแล้ว');
    });
  });
});
