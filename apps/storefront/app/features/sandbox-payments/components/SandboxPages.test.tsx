import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Outlet, createRoutesStub, useParams } from 'react-router';
import type { SandboxPaymentDto } from '@blush/shared/sandbox-payment-contracts';
import { UiNoticeProvider } from '../../../components/ui/UiNotice.tsx';
import { I18nProvider } from '../../../lib/i18n.ts';
import { reply, stubFetch } from '../../../test/fetch-stub.ts';
import { rootData, renderWithApp } from '../../../test/render.tsx';
import { SandboxChallengePage } from './SandboxChallengePage.tsx';
import { SandboxPaymentPage } from './SandboxPaymentPage.tsx';

const payment = (overrides: Partial<SandboxPaymentDto> = {}): SandboxPaymentDto => ({
  id: 'pay-1',
  orderId: 'order-1',
  orderNumber: 'SG00100001',
  orderStatus: 'payment_pending',
  country: 'SG',
  method: 'paynow',
  status: 'pending',
  gatewayStatus: 'pending',
  amount: { amount: 7700, currency: 'SGD' },
  expiresAt: '2026-11-21T03:15:00.000Z',
  qr: { scheme: 'paynow', payload: '00020101021226…6304ABCD' },
  virtualAccount: null,
  card: null,
  actionUrl: null,
  failureCode: null,
  ...overrides,
});

describe('payment sandbox pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the payment and pays it, then links back to the order', async () => {
    const api = stubFetch({
      'GET /sandbox/payments/pay-1': { payment: payment() },
      'POST /sandbox/payments/pay-1/pay': { payment: payment({ status: 'succeeded', orderStatus: 'paid' }) },
    });
    renderWithApp(<SandboxPaymentPage paymentId="pay-1" />, { path: '/sandbox/payments/pay-1' });
    expect((await screen.findByTestId('sandbox-order')).textContent).toBe('OrderSG00100001');
    expect(screen.getByTestId('sandbox-method').textContent).toBe('MethodPayNow QR code');
    expect(screen.getByTestId('sandbox-amount').textContent).toBe('Amount$77.00');
    expect(screen.getByTestId('sandbox-status').textContent).toBe('StatusPending');
    expect(screen.getByTestId('sandbox-qr').textContent).toContain('00020101021226');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByTestId('sandbox-result').textContent).toBe('Done. The payment is now: Paid.'));
    expect(api.sent('POST /sandbox/payments/pay-1/pay')).toHaveLength(1);
    expect(screen.getByTestId('sandbox-order-link').getAttribute('href')).toBe('/orders/order-1');
  });

  it('3-D Secure: Approve answers the challenge and goes back to the order', async () => {
    const api = stubFetch({
      'GET /sandbox/payments/pay-3ds': { payment: payment({ id: 'pay-3ds', method: 'card', qr: null, status: 'requires_action', card: { brand: 'Visa', last4: '3220' } }) },
      'POST /sandbox/payments/pay-3ds/challenge': reply(200, { payment: payment({ id: 'pay-3ds', method: 'card', qr: null, status: 'succeeded' }) }),
    });
    const data = rootData();
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        Component: () => (
          <I18nProvider language="en" messages={data.messages}>
            <UiNoticeProvider>
              <Outlet />
            </UiNoticeProvider>
          </I18nProvider>
        ),
        children: [
          { path: 'sandbox/3ds/:id', Component: () => <SandboxChallengePage paymentId={useParams().id!} /> },
          { path: 'orders/:id', Component: () => <p data-testid="order-route">{useParams().id}</p> },
        ],
      },
    ]);
    render(<Stub initialEntries={['/sandbox/3ds/pay-3ds']} hydrationData={{ loaderData: { root: data } }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByTestId('order-route')).textContent).toBe('order-1');
    expect(api.sent('POST /sandbox/payments/pay-3ds/challenge')[0]!.body).toEqual({ approve: true });
  });
});
