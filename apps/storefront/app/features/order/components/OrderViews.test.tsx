/**
 * The order screen's four view paths (product guide §2, §4): each shows only its own message, so an
 * order opened at another view's path goes to the one its state calls for, and a page left open
 * follows the order (a virtual account paid at the bank shows as paid without a reload).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithApp } from '../../../test/render.tsx';
import { stubFetch } from '../../../test/fetch-stub.ts';
import type { OrderViewName } from '../order-view.ts';
import { OrderPage, POLL_MS } from './OrderPage.tsx';
import { QR_SVG, TEXTS, money, orderFixture, paymentFixture } from '../test/fixtures.ts';

/** The order route as the app has it: the view comes from the path, which the page may replace. */
function RoutedOrder() {
  const { pathname, search } = useLocation();
  const view = pathname.split('/')[3] as OrderViewName | undefined;
  return (
    <>
      <OrderPage orderId="order-1" requestedView={view} texts={TEXTS} />
      <output data-testid="location">{`${pathname}${search}`}</output>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

const qrPending = () => ({
  'GET /orders/order-1': { order: orderFixture({ status: 'payment_pending', paymentMethod: 'paynow', paymentExpiresAt: '2099-01-01T00:00:00.000Z' }) },
  'GET /orders/order-1/payment': {
    payment: paymentFixture({ method: 'paynow', status: 'pending', expiresAt: '2099-01-01T00:00:00.000Z', qr: { payload: '000201…', svg: QR_SVG, scheme: 'paynow' } }),
  },
});

describe('order view paths', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a QR order waiting to be paid, opened at payment_failed, goes to payment_instruction and never says it failed', async () => {
    stubFetch(qrPending());
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('[data-testid="order-heading"]')?.textContent;
      if (heading) seen.push(`${location()} ${heading}`);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderWithApp(<RoutedOrder />, { path: '/orders/order-1/payment_failed', keepRootData: true });

    expect((await screen.findByTestId('order-heading')).textContent).toBe('Scan to pay');
    await waitFor(() => expect(location()).toBe('/orders/order-1/payment_instruction'));
    observer.disconnect();
    // No heading ever showed under the wrong path, and no failure was shown.
    expect(seen.every((entry) => entry.startsWith('/orders/order-1/payment_instruction '))).toBe(true);
    expect(screen.queryByTestId('failure-message')).toBeNull();
    expect(screen.queryByTestId('retry-payment')).toBeNull();
  });

  it('a paid order opened at payment_failed goes to the confirmation, keeping the language in the address', async () => {
    stubFetch({ 'GET /orders/order-1': { order: orderFixture({ country: 'TH' }) }, 'GET /orders/order-1/payment': { payment: paymentFixture() } });
    renderWithApp(<RoutedOrder />, { path: '/orders/order-1/payment_failed?language=en', country: 'TH', language: 'en', keepRootData: true });
    expect((await screen.findByTestId('order-heading')).textContent).toBe('Thank you for your order');
    await waitFor(() => expect(location()).toBe('/orders/order-1/confirmation?language=en'));
  });

  it('each view path that matches the order stays, and /orders/{id} shows whichever view applies', async () => {
    stubFetch(qrPending());
    const first = renderWithApp(<RoutedOrder />, { path: '/orders/order-1/payment_instruction', keepRootData: true });
    expect((await screen.findByTestId('order-heading')).textContent).toBe('Scan to pay');
    expect(location()).toBe('/orders/order-1/payment_instruction');
    first.unmount();

    renderWithApp(<RoutedOrder />, { path: '/orders/order-1', keepRootData: true });
    expect((await screen.findByTestId('order-heading')).textContent).toBe('Scan to pay');
    expect(location()).toBe('/orders/order-1');
  });

  it('a failed card payment opened at confirmation goes to payment_failed with its reason', async () => {
    stubFetch({
      'GET /orders/order-1': { order: orderFixture({ status: 'payment_failed_with_inventory', paymentExpiresAt: '2099-01-01T00:00:00.000Z' }) },
      'GET /orders/order-1/payment': { payment: paymentFixture({ status: 'failed', failureMessage: 'Your card was declined.' }) },
    });
    renderWithApp(<RoutedOrder />, { path: '/orders/order-1/confirmation', keepRootData: true });
    expect((await screen.findByTestId('order-heading')).textContent).toBe('Your payment didn’t go through');
    await waitFor(() => expect(location()).toBe('/orders/order-1/payment_failed'));
    expect(screen.getByTestId('failure-message').textContent).toBe('Your card was declined.');
  });

  it('a virtual account paid at the bank shows as paid within a poll, without a reload: announced politely, focus left alone, polling stops', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T03:05:00.000Z'), shouldAdvanceTime: true });
    const va = paymentFixture({
      id: 'pay-va',
      method: 'virtual_account',
      status: 'pending',
      amount: money(55_000_000, 'IDR'),
      expiresAt: '2099-11-22T03:00:00.000Z',
      virtualAccount: { bank: 'bca', bankName: 'BCA', number: '3901 0010 0100 0017', instructions: [{ title: 'ATM BCA', steps: ['Masukkan kartu ATM dan PIN.'] }] },
    });
    let paid = false;
    const order = orderFixture({ country: 'ID', status: 'payment_pending', paymentMethod: 'virtual_account', paymentExpiresAt: '2099-11-22T03:00:00.000Z', shippingAddress: null });
    const api = stubFetch({
      'GET /orders/order-1': () => ({ order: paid ? { ...order, status: 'paid' } : order }),
      'GET /orders/order-1/payment': () => ({ payment: paid ? { ...va, status: 'succeeded' } : va }),
    });
    renderWithApp(<RoutedOrder />, { path: '/orders/order-1/payment_instruction', country: 'ID', language: 'id', keepRootData: true });

    expect((await screen.findByTestId('order-heading')).textContent).toBe('Bayar lewat transfer bank');
    expect(screen.getByTestId('va-auto-update').textContent).toBe('Halaman ini akan diperbarui dengan sendirinya setelah transfer Anda masuk.');
    const announcement = screen.getByTestId('view-announcement');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('');
    await act(async () => undefined);

    // Not paid yet: a poll changes nothing.
    await act(async () => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(api.sent('GET /orders/order-1/payment').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('order-heading').textContent).toBe('Bayar lewat transfer bank');

    // The bank pays (the sandbox's webhook settles it): the next poll shows it.
    paid = true;
    const focused = document.activeElement;
    await act(async () => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(screen.getByTestId('order-heading').textContent).toBe('Terima kasih atas pesanan Anda'));
    expect(screen.getByTestId('view-announcement').textContent).toBe('Pesanan Anda sudah diperbarui: Terima kasih atas pesanan Anda');
    expect(document.activeElement).toBe(focused);
    await waitFor(() => expect(location()).toBe('/orders/order-1/confirmation'));

    // Settled: no more polling.
    const polled = api.sent('GET /orders/order-1/payment').length;
    await act(async () => vi.advanceTimersByTimeAsync(3 * POLL_MS));
    expect(api.sent('GET /orders/order-1/payment').length).toBe(polled);
  });
});
