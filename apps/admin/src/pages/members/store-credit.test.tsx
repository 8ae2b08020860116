import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminStoreCredit } from '@blush/shared/admin-giftcard-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';
import { MEMBER_ID, memberDetail } from './member-fixtures.ts';

const credit = (amount: number, entries: AdminStoreCredit['accounts'][number]['entries'] = []): AdminStoreCredit => ({
  member_id: MEMBER_ID,
  accounts: [{ country: 'SG', balance: { amount, currency: 'SGD' }, entries }],
});

describe("a member's store credit", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the balance and entries, and adjusts with a reason: a refusal in words, the retry with the same key', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      [`GET /members/${MEMBER_ID}`]: { body: memberDetail() },
      'GET /store-credit': { body: credit(10_00, [{ id: 1, kind: 'goodwill', amount: 10_00, note: 'Late parcel', order_number: null, created_at: '2026-11-20T02:00:00.000Z' }]) },
      'POST /store-credit/adjustments': () => {
        calls++;
        return calls === 1
          ? apiError(422, 'store_credit_balance_negative', "This would take the member's store credit below zero: they have $10.00.")
          : { status: 201, body: { credit: credit(5_00), created: true } };
      },
    });
    renderAdmin(`/members/${MEMBER_ID}`);
    const section = await screen.findByRole('region', { name: 'Store credit' });
    expect(await within(section).findByText('SG: $10.00')).toBeTruthy();
    expect(within(section).getByText('Goodwill credit — Late parcel')).toBeTruthy();
    expect(api.to('GET /store-credit')[0]!.query.get('member')).toBe(MEMBER_ID);

    fireEvent.click(within(section).getByRole('button', { name: 'Adjust store credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust store credit' });
    fireEvent.change(within(dialog).getByLabelText(/Amount \(SGD\)/), { target: { value: '-12' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Granted twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust store credit' }));
    expect(await within(dialog).findByText("This would take the member's store credit below zero: they have $10.00.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Amount \(SGD\)/), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust store credit' }));
    expect(await screen.findByText('Store credit adjusted: now $5.00.')).toBeTruthy();
    const [first, second] = api.to('POST /store-credit/adjustments');
    expect(second!.body).toEqual({ member_id: MEMBER_ID, country: 'SG', amount: -5_00, reason: 'Granted twice' });
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });
});
