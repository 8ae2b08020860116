import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { TEXTS, money, orderFixture, summary } from '../test/fixtures.ts';
import { OrderDetails } from './OrderDetails.tsx';

describe('OrderDetails', () => {
  it('shows a gift card bought as a gift card line with its recipient, sender, delivery day, message and price, and what gift cards and store credit paid in the summary', () => {
    const order = orderFixture({
      lines: [
        { kind: 'product', name: 'Velvet Lip 1', brand: 'NARS', detail: 'Ruby', sku: 'BL-1-01', quantity: 1, unitPrice: 3600, subtotal: 3600, discount: 0 },
        {
          kind: 'gift_card',
          name: 'Midnight Glow gift card',
          brand: null,
          detail: 'Aisha',
          sku: null,
          quantity: 1,
          unitPrice: 5000,
          subtotal: 5000,
          discount: 0,
          giftCard: { designId: 'midnight', recipientName: 'Aisha', recipientEmail: 'aisha@example.com', senderName: 'Mei', message: 'Happy birthday!', deliverOn: '2026-12-24' },
        },
      ],
      summary: summary({ subtotal: money(8600), giftCardRedeemed: money(2500), storeCreditRedeemed: money(1000), total: money(5600) }),
    });
    renderWithApp(<OrderDetails order={order} texts={TEXTS} store={undefined} addressLines={null} />, { path: '/orders/order-1' });
    const lines = screen.getAllByTestId('order-line');
    const card = within(lines[1]!);
    expect(card.getByText('Midnight Glow gift card')).toBeTruthy();
    expect(card.getByTestId('order-gift-card-facts').textContent).toBe('To:Aisha (aisha@example.com)From:MeiSent:on 24 December 2026Message:“Happy birthday!”');
    expect(card.getByTestId('order-gift-card-line').textContent).toBe('Gift card');
    expect(lines[1]!.textContent).toContain('$50.00');
    expect(screen.getByTestId('summary-subtotal').textContent).toContain('Subtotal (2 items)');
    expect(screen.getByTestId('summary-gift-card').textContent).toBe('Gift card−$25.00');
    expect(screen.getByTestId('summary-store-credit').textContent).toBe('Store credit−$10.00');
  });
});
