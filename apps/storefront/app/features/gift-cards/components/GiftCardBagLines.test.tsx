import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import type { GiftCardApi } from '../gift-card-api.ts';
import { bagFixture, giftCardLineFixture, sgd, summaryFixture } from '../test/fixtures.ts';
import { GiftCardBagLines } from './GiftCardBagLines.tsx';

describe('GiftCardBagLines', () => {
  it('shows each card’s design, amount, recipient, sender and delivery day instead of product details, and removes one', async () => {
    const bag = bagFixture([], { giftCardLines: [giftCardLineFixture(7), giftCardLineFixture(8, { recipientName: 'Ben', deliverOn: 'now', message: '' })] });
    const removeFromBag = vi.fn(async () => ({ bag: bagFixture([], { giftCardLines: [giftCardLineFixture(7)], summary: summaryFixture({ total: sgd(5000) }) }) }));
    const announce = vi.fn();
    const onChange = vi.fn(async (call: (api: GiftCardApi) => Promise<{ bag: typeof bag }>) => (await call({ removeFromBag } as unknown as GiftCardApi)).bag);
    renderWithApp(<GiftCardBagLines bag={bag} onChange={onChange} announce={announce} />, { path: '/cart' });

    expect(screen.getByRole('heading', { name: '2 gift cards' })).toBeTruthy();
    const [first, second] = screen.getAllByTestId('bag-gift-card-line');
    const one = within(first!);
    expect(one.getByText('Midnight gift card, $50.00', { selector: 'p' })).toBeTruthy();
    expect(one.getByText('Aisha (aisha@example.com)')).toBeTruthy();
    expect(one.getByText('Mei')).toBeTruthy();
    expect(one.getByTestId('gift-card-line-delivery').textContent).toBe('on 24 December 2026');
    expect(one.getByText('“Happy birthday!”')).toBeTruthy();
    expect(one.getByTestId('bag-gift-card-price').textContent).toBe('$50.00');
    expect(within(second!).getByTestId('gift-card-line-delivery').textContent).toBe('as soon as the order is paid');

    fireEvent.click(within(second!).getByRole('button', { name: 'Remove the gift card for Ben' }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('The gift card for Ben was removed. Bag total $50.00.'));
    expect(removeFromBag).toHaveBeenCalledWith(8);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '2 gift cards' }));
  });
});
