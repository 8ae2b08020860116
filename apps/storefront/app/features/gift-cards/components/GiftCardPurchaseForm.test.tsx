import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { apiError, stubFetch } from '../../../test/fetch-stub.ts';
import { bagFixture, giftCardLineFixture, optionsFixture } from '../test/fixtures.ts';
import { GiftCardPurchaseForm } from './GiftCardPurchaseForm.tsx';

describe('GiftCardPurchaseForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the designs and the country’s amounts, and says every mistake in a summary that takes focus', async () => {
    const api = stubFetch({});
    renderWithApp(<GiftCardPurchaseForm options={optionsFixture()} onAdded={async () => undefined} />, { path: '/gift-cards' });
    const designs = screen.getByRole('group', { name: 'Design' });
    expect(within(designs).getAllByRole('radio')).toEqual([within(designs).getByRole('radio', { name: 'Blush pink' }), within(designs).getByRole('radio', { name: 'Midnight' })]);
    const amounts = screen.getByRole('group', { name: 'Amount' });
    expect(within(amounts).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['2500', '5000', '10000', 'custom']);
    expect(within(amounts).getByRole('radio', { name: '$50' })).toHaveProperty('checked', true);

    fireEvent.click(within(amounts).getByRole('radio', { name: 'Other amount' }));
    fireEvent.change(screen.getByLabelText('Your amount (SGD)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByTestId('form-error').textContent).toBe('4 things to check');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'The amount must be from $10 to $500.',
      'Enter the recipient’s name.',
      'Enter the recipient’s e-mail.',
      'Enter your name.',
    ]);
    expect(screen.getByLabelText('Your amount (SGD)').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it('counts the message’s characters and keeps the delivery day between today and the last day', () => {
    stubFetch({});
    renderWithApp(<GiftCardPurchaseForm options={optionsFixture({ messageMaxLength: 20 })} onAdded={async () => undefined} />, { path: '/gift-cards' });
    const message = screen.getByLabelText(/Message/);
    expect(screen.getByTestId('gift-card-message-counter').textContent).toBe('20 characters left');
    fireEvent.change(message, { target: { value: 'Happy birthday, Aisha!' } });
    expect(screen.getByTestId('gift-card-message-counter').textContent).toBe('2 characters too many');
    expect(message.getAttribute('aria-describedby')).toContain(screen.getByTestId('gift-card-message-counter').id);

    fireEvent.click(screen.getByRole('radio', { name: 'Send on a date' }));
    const day = screen.getByLabelText('Delivery date') as HTMLInputElement;
    expect([day.type, day.min, day.max]).toEqual(['date', '2026-11-26', '2027-02-24']);
  });

  it('puts the card in the bag, says so with a link to the bag, and hands the bag on', async () => {
    const bag = bagFixture([], { giftCardLines: [giftCardLineFixture(7)], itemsCount: 1 });
    const api = stubFetch({ 'POST /cart/gift-cards': { status: 201, body: { bag } } });
    const onAdded = vi.fn(async () => undefined);
    renderWithApp(<GiftCardPurchaseForm options={optionsFixture()} onAdded={onAdded} />, { path: '/gift-cards' });
    fireEvent.click(screen.getByRole('radio', { name: 'Midnight' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    fireEvent.change(screen.getByLabelText('Your amount (SGD)'), { target: { value: '75' } });
    fireEvent.change(screen.getByLabelText('Recipient’s name'), { target: { value: 'Aisha' } });
    fireEvent.change(screen.getByLabelText('Recipient’s e-mail'), { target: { value: 'aisha@example.com' } });
    fireEvent.change(screen.getByLabelText('From (your name)'), { target: { value: 'Mei' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Send on a date' }));
    fireEvent.change(screen.getByLabelText('Delivery date'), { target: { value: '2026-12-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));

    const added = await screen.findByText('A $75 gift card for Aisha is in your bag.');
    await waitFor(() => expect(added.closest('[role="status"]')).toBe(document.activeElement));
    expect(api.sent('POST /cart/gift-cards')[0]!.body).toEqual({ design_id: 'midnight', amount: 7500, recipient_name: 'Aisha', recipient_email: 'aisha@example.com', sender_name: 'Mei', message: '', deliver_on: '2026-12-24' });
    expect(onAdded).toHaveBeenCalledWith(bag);
    expect(screen.getByRole('link', { name: 'View bag' }).getAttribute('href')).toBe('/cart');
    // Ready for another card: the sender stays, the recipient goes.
    expect((screen.getByLabelText('Recipient’s name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('From (your name)') as HTMLInputElement).value).toBe('Mei');
  });

  it('shows the API’s refusal on the field it names', async () => {
    stubFetch({ 'POST /cart/gift-cards': apiError(422, 'gift_card_delivery_date_invalid', 'Choose a delivery date from today to 90 days ahead.') });
    renderWithApp(<GiftCardPurchaseForm options={optionsFixture()} onAdded={async () => undefined} />, { path: '/gift-cards' });
    fireEvent.change(screen.getByLabelText('Recipient’s name'), { target: { value: 'Aisha' } });
    fireEvent.change(screen.getByLabelText('Recipient’s e-mail'), { target: { value: 'aisha@example.com' } });
    fireEvent.change(screen.getByLabelText('From (your name)'), { target: { value: 'Mei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Choose a delivery date from today to 90 days ahead.');
  });
});
