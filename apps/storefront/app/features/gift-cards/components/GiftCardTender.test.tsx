import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { renderWithApp } from '../../../test/render.tsx';
import { ApiError } from '../../../lib/api-core.ts';
import type { GiftCardApi } from '../gift-card-api.ts';
import { bagFixture, productLine, sgd, summaryFixture, tenderFixture } from '../test/fixtures.ts';
import { GiftCardTender } from './GiftCardTender.tsx';

const card = (id: number, last: string, used: number, balance: number) => ({ id, maskedNumber: `•••• •••• •••• ${last}`, amountUsed: sgd(used), balance: sgd(balance) });

/** The component with an `onChange` that runs the call against a fake API and shows the bag it answers, as the pages do. */
function setup(bag: BagDto, fake: Partial<GiftCardApi>) {
  const announce = vi.fn();
  function Harness() {
    const [current, setCurrent] = useState(bag);
    const onChange = async (call: (api: GiftCardApi) => Promise<{ bag: BagDto }>) => {
      const updated = (await call(fake as GiftCardApi)).bag;
      setCurrent(updated);
      return updated;
    };
    return <GiftCardTender bag={current} onChange={onChange} announce={announce} />;
  }
  renderWithApp(<Harness />, { path: '/cart' });
  return { announce };
}

describe('GiftCardTender', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('applies a card by number and PIN, lists the cards with what each pays, and removes one', async () => {
    const line = productLine(1);
    const applied = bagFixture([line], { summary: summaryFixture({ giftCardRedeemed: sgd(3000), total: sgd(300) }), tender: tenderFixture({ giftCards: [card(5, '4321', 3000, 3000)] }) });
    const applyCard = vi.fn(async () => ({ bag: applied }));
    const removeCard = vi.fn(async () => ({ bag: bagFixture([line], { tender: tenderFixture() }) }));
    const { announce } = setup(bagFixture([line], { tender: tenderFixture() }), { applyCard, removeCard });

    fireEvent.click(screen.getByRole('button', { name: 'Pay with a gift card' }));
    const form = screen.getByRole('form', { name: 'Pay with a gift card' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Gift card number')));
    fireEvent.change(within(form).getByLabelText('Gift card number'), { target: { value: '1234-5678-1234-4321' } });
    fireEvent.change(within(form).getByLabelText('PIN'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply gift card' }));

    const cards = await screen.findByRole('list', { name: 'Gift cards paying this order' });
    expect(applyCard).toHaveBeenCalledWith('1234567812344321', '123456');
    expect(within(cards).getByText('•••• •••• •••• 4321')).toBeTruthy();
    expect(within(cards).getByText('Pays $30.00 (balance $30.00)')).toBeTruthy();
    expect(announce).toHaveBeenLastCalledWith('Gift card •••• •••• •••• 4321 applied: it pays $30.00. Left to pay $3.00.');

    fireEvent.click(within(cards).getByRole('button', { name: 'Remove gift card •••• •••• •••• 4321' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Gift cards paying this order' })).toBeNull());
    expect(removeCard).toHaveBeenCalledWith(5);
    expect(announce).toHaveBeenLastCalledWith('Gift card •••• •••• •••• 4321 removed. Left to pay $36.00.');
  });

  it('says the API’s refusal of a card and changes nothing', async () => {
    const applyCard = vi.fn(async () => {
      throw new ApiError(422, 'gift_card_invalid', 'The gift card number or PIN is not right.');
    });
    setup(bagFixture([productLine(1)], { tender: tenderFixture({ giftCards: [card(5, '4321', 1000, 1000)] }) }), { applyCard });
    // With a card applied, the form for another waits behind its button.
    fireEvent.click(screen.getByRole('button', { name: 'Pay with a gift card' }));
    const form = screen.getByRole('form', { name: 'Pay with a gift card' });
    fireEvent.change(within(form).getByLabelText('Gift card number'), { target: { value: '1111222233334444' } });
    fireEvent.change(within(form).getByLabelText('PIN'), { target: { value: '000000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply gift card' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('The gift card number or PIN is not right.');
    expect(screen.getAllByTestId('tender-card')).toHaveLength(1);
  });

  it('offers a member’s store credit and applies it', async () => {
    const credit = { applied: false, available: sgd(2000), used: sgd(0), canApply: true };
    const withCredit = bagFixture([productLine(1)], { tender: tenderFixture({ credit: { ...credit, applied: true, used: sgd(2000) } }), summary: summaryFixture({ storeCreditRedeemed: sgd(2000), total: sgd(1300) }) });
    const applyCredit = vi.fn(async () => ({ bag: withCredit }));
    const { announce } = setup(bagFixture([productLine(1)], { tender: tenderFixture({ credit }) }), { applyCredit });
    expect(screen.getByRole('heading', { name: 'Gift cards and store credit' })).toBeTruthy();
    expect(screen.getByText('You have $20.00 of store credit.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use store credit' }));
    await screen.findByText('Store credit pays $20.00 (of $20.00).');
    expect(announce).toHaveBeenLastCalledWith('Store credit applied: it pays $20.00. Left to pay $13.00.');
    expect(screen.getByRole('button', { name: 'Remove store credit' })).toBeTruthy();
  });

  it('does not offer credit with a promo code on the bag', () => {
    const promotion = { id: 1, code: 'GLOW10', kind: 'percentage' as const, title: '10% off', applicable: true, hint: null, discount: sgd(360), freeShipping: false };
    setup(bagFixture([productLine(1)], { promotion, tender: tenderFixture({ credit: { applied: false, available: sgd(2000), used: sgd(0), canApply: false } }) }), {});
    expect(screen.queryByRole('button', { name: 'Use store credit' })).toBeNull();
    expect(screen.getByTestId('tender-credit-blocked').textContent).toBe('Store credit cannot be combined with a promo code. Remove the code GLOW10 to use your credit.');
  });
});
