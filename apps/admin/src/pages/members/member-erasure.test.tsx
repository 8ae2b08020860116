import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';
import { MEMBER_ID, memberDetail, memberRow } from './member-fixtures.ts';

const DETAIL = `GET /members/${MEMBER_ID}`;
const ERASE = `POST /members/${MEMBER_ID}/erase`;
const ERASED = memberDetail();
ERASED.member = { ...ERASED.member, ...memberRow({ email: `erased-${MEMBER_ID}@erased.invalid`, first_name: '', last_name: '', phone: '', erased_at: '2026-11-20T03:00:00.000Z' }), date_of_birth: '' };

describe('erasing a member’s personal data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the member’s e-mail and a reason, shows the API’s refusal, then shows the erased member', async () => {
    let erased = false;
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      [DETAIL]: () => ({ body: erased ? ERASED : memberDetail() }),
      [ERASE]: (_request, count) => {
        if (count === 1) return apiError(409, 'member_has_open_orders', 'This member has orders still in progress. Finish or cancel the open orders first, then erase the data.');
        erased = true;
        return { body: { erased_at: '2026-11-20T03:00:00.000Z', orders_anonymised: 2, bookings_cancelled: 1, reviews_detached: 0 } };
      },
    });
    renderAdmin(`/members/${MEMBER_ID}`);
    const zone = within(await screen.findByRole('region', { name: 'Danger zone' }));
    fireEvent.click(zone.getByRole('button', { name: 'Erase personal data' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Erase the personal data of Mei Tan' }));
    const confirm = dialog.getByLabelText("Type the member's e-mail address to confirm");
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(dialog.getByText('The member\'s e-mail address: mei@example.com')).toBeTruthy();

    // A wrong address is refused in the dialog; nothing is sent.
    fireEvent.change(confirm, { target: { value: 'someone@example.com' } });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Asked by e-mail, ticket 4411' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Erase personal data' }));
    expect(await dialog.findByText('This is not the member\'s e-mail address.')).toBeTruthy();
    expect(api.to(ERASE)).toHaveLength(0);

    // The right address in any case: sent; the server's refusal stays in the dialog.
    fireEvent.change(confirm, { target: { value: 'MEI@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Erase personal data' }));
    expect((await dialog.findByText(/Finish or cancel the open orders first/)).closest('[role="alert"]')).toBeTruthy();
    expect(api.to(ERASE)[0]!.body).toEqual({ confirm_email: 'MEI@example.com', reason: 'Asked by e-mail, ticket 4411' });

    fireEvent.click(dialog.getByRole('button', { name: 'Erase personal data' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Erased member' })).toBeTruthy();
    expect(screen.getByText('Done: the personal data was erased (2 orders anonymised, 1 bookings cancelled).')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Danger zone' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    expect(screen.getByText(/Erased on/)).toBeTruthy();
  });

  it('lists an erased member as erased, without their data', async () => {
    fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      'GET /members': { body: { members: [memberRow({ email: `erased-${MEMBER_ID}@erased.invalid`, first_name: '', last_name: '', phone: '', erased_at: '2026-11-20T03:00:00.000Z' })], next_cursor: null } },
    });
    renderAdmin('/members');
    const row = await screen.findByRole('row', { name: /Erased member/ });
    expect(within(row).getByRole('link', { name: 'Erased member' }).getAttribute('href')).toBe(`/members/${MEMBER_ID}`);
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe('—');
  });
});
