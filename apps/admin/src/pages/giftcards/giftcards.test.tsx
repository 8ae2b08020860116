import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminGiftCardDetail } from '@blush/shared/admin-giftcard-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

function card(overrides: Partial<AdminGiftCardDetail> = {}): AdminGiftCardDetail {
  return {
    id: 7,
    masked_number: '•••• •••• •••• 4242',
    last4: '4242',
    country: 'SG',
    balance: { amount: 30_00, currency: 'SGD' },
    initial_amount: { amount: 50_00, currency: 'SGD' },
    status: 'active',
    recipient_name: 'Ana Lim',
    recipient_email: 'ana@example.com',
    expires_at: '2029-11-20T02:00:00.000Z',
    created_at: '2026-11-20T02:00:00.000Z',
    sender_name: 'Blush',
    delivered_at: '2026-11-20T02:00:00.000Z',
    voided_at: null,
    ledger: [
      { id: 2, kind: 'redeemed', amount: -20_00, note: null, order_id: '11111111-1111-4111-8111-111111111111', at: '2026-11-21T02:00:00.000Z' },
      { id: 1, kind: 'issued', amount: 50_00, note: null, order_id: null, at: '2026-11-20T02:00:00.000Z' },
    ],
    ...overrides,
  };
}

describe('gift cards', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds cards by what staff typed and shows the balance and status, never a PIN', async () => {
    const api = fakeApi({ 'GET /me': { body: meFixture('customer_service') }, 'GET /gift-cards': { body: { cards: [card()] } } });
    renderAdmin('/gift-cards');
    fireEvent.change(await screen.findByLabelText('Card number, last 4 digits or recipient e-mail'), { target: { value: ' 4242 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const table = await screen.findByRole('table', { name: 'Gift cards found' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('•••• •••• •••• 4242');
    expect(row.textContent).toContain('Ana Lim · ana@example.com');
    expect(row.textContent).toContain('$30.00');
    expect(row.textContent).toContain('Active');
    expect(api.to('GET /gift-cards')[0]!.query.get('q')).toBe('4242');
    expect(within(row).getByRole('link', { name: '•••• •••• •••• 4242' }).getAttribute('href')).toBe('/gift-cards/7');
    expect(screen.getByRole('link', { name: 'Gift cards' })).toBeTruthy();
  });

  it('adjusts a balance from a dialog with one Idempotency-Key per opening, and shows the refusal in words', async () => {
    let answers = 0;
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      'GET /gift-cards/7': { body: card() },
      'POST /gift-cards/7/adjustments': () => {
        answers++;
        return answers === 1
          ? apiError(422, 'gift_card_balance_negative', "This would take the gift card's balance below zero: it holds $30.00.")
          : { status: 201, body: { card: card({ balance: { amount: 20_00, currency: 'SGD' } }), created: true } };
      },
    });
    renderAdmin('/gift-cards/7');
    expect(await screen.findByRole('heading', { name: 'Gift card ending 4242' })).toBeTruthy();
    expect(screen.getByText('$30.00 / $50.00')).toBeTruthy();
    expect(screen.getByText('Paid an order')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust gift card ending 4242' });
    fireEvent.change(within(dialog).getByLabelText(/Amount \(SGD\)/), { target: { value: '-40' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Spent in store' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(dialog).findByText("This would take the gift card's balance below zero: it holds $30.00.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Amount \(SGD\)/), { target: { value: '-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('Balance adjusted: now $20.00.')).toBeTruthy();
    const [first, second] = api.to('POST /gift-cards/7/adjustments');
    expect(first!.body).toEqual({ amount: -40_00, reason: 'Spent in store' });
    expect(second!.body).toEqual({ amount: -10_00, reason: 'Spent in store' });
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);

    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const again = await screen.findByRole('dialog', { name: 'Adjust gift card ending 4242' });
    fireEvent.change(within(again).getByLabelText(/Amount \(SGD\)/), { target: { value: '5' } });
    fireEvent.change(within(again).getByLabelText(/Reason/), { target: { value: 'Put back' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Adjust balance' }));
    await vi.waitFor(() => expect(api.to('POST /gift-cards/7/adjustments')).toHaveLength(3));
    expect(api.to('POST /gift-cards/7/adjustments')[2]!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('voids a card after a warning, with a reason; a voided card offers no more changes', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('administrator') },
      'GET /gift-cards/7': { body: card() },
      'POST /gift-cards/7/void': { status: 201, body: { card: card({ status: 'voided', balance: { amount: 0, currency: 'SGD' }, voided_at: '2026-11-22T02:00:00.000Z' }), created: true } },
    });
    renderAdmin('/gift-cards/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Void card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void gift card ending 4242?' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Reported stolen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void card' }));
    expect(await screen.findByText('Gift card voided.')).toBeTruthy();
    expect(api.to('POST /gift-cards/7/void')[0]!.body).toEqual({ reason: 'Reported stolen' });
    expect(screen.getByText('Voided')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  });

  it('issues a card in the chosen country’s currency and opens it', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      'POST /gift-cards': { status: 201, body: { card: card({ id: 9, last4: '1111', country: 'TH', masked_number: '•••• •••• •••• 1111', balance: { amount: 1_000_00, currency: 'THB' }, initial_amount: { amount: 1_000_00, currency: 'THB' } }), created: true } },
      'GET /gift-cards/9': { body: card({ id: 9, last4: '1111', country: 'TH' }) },
    });
    renderAdmin('/gift-cards');
    fireEvent.click(await screen.findByRole('button', { name: 'Issue a gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a gift card' });
    fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: 'TH' } });
    fireEvent.change(within(dialog).getByLabelText(/Amount \(THB\)/), { target: { value: '1000' } });
    fireEvent.change(within(dialog).getByLabelText(/Recipient name/), { target: { value: 'Nok' } });
    fireEvent.change(within(dialog).getByLabelText(/Recipient e-mail/), { target: { value: 'nok@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Lost parcel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Gift card ending 1111 issued; the recipient gets it by e-mail.')).toBeTruthy();
    const sent = api.to('POST /gift-cards')[0]!;
    expect(sent.body).toEqual({ country: 'TH', amount: 1_000_00, recipient_name: 'Nok', recipient_email: 'nok@example.com', reason: 'Lost parcel' });
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the menu entry only to roles that manage gift cards', async () => {
    fakeApi({ 'GET /me': { body: meFixture('merchandiser') } });
    renderAdmin('/gift-cards');
    expect(await screen.findByText('You are not authorized to perform this action.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Gift cards' })).toBeNull();
  });
});
