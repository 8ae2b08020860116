import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';
import { MEMBER_ID, ledgerEntry, memberDetail, memberRow } from './member-fixtures.ts';

const DETAIL = `GET /members/${MEMBER_ID}`;
const ADJUST = `POST /members/${MEMBER_ID}/points-adjustments`;
const actions = () => screen.getByRole('region', { name: 'Actions' });
const buttonNames = () => within(actions()).queryAllByRole('button').map((b) => b.textContent);

describe('members', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds members with the search in the URL and pages on with the cursor', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      'GET /members': (request) => ({ body: request.query.get('cursor') ? { members: [memberRow({ id: '33333333-3333-4333-8333-333333333333', first_name: 'Mei Ling', email: 'meiling@example.com' })], next_cursor: null } : { members: [memberRow()], next_cursor: '41' } }),
    });
    const { router } = renderAdmin('/members');
    fireEvent.change(await screen.findByLabelText('Find a member'), { target: { value: 'mei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Members matching “mei”' });
    expect(router.state.location.search).toBe('?q=mei');
    const row = within(table).getByRole('row', { name: /Mei Tan/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual(['mei@example.com', '+65 91234567', '6001234567890123', 'SG', 'White']);
    expect(within(row).getByRole('link', { name: 'Mei Tan' }).getAttribute('href')).toBe(`/members/${MEMBER_ID}`);

    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Mei Ling Tan' })).toBeTruthy();
    const last = api.to('GET /members').at(-1)!;
    expect([last.query.get('q'), last.query.get('cursor')]).toEqual(['mei', '41']);
  });

  it('shows the member: tier, points, the ledger with reasons, orders linked to the order page, bookings and bag', async () => {
    fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      [DETAIL]: { body: memberDetail({ ledger: [ledgerEntry({ id: 2, source: 'manual_points_adjustment', points: -50, description: 'Points adjustment by Blush: Duplicate award', reason: 'Duplicate award', order_number: null }), ledgerEntry()] }) },
    });
    renderAdmin(`/members/${MEMBER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mei Tan' })).toBeTruthy();
    const pass = within(screen.getByRole('region', { name: 'Beauty Pass' }));
    expect(pass.getByText('Points balance').nextElementSibling?.textContent).toBe('420 points');
    expect(pass.getByText('Earned tier').nextElementSibling?.textContent).toBe('White');
    const ledger = screen.getByRole('table', { name: 'Points history, newest first' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent).slice(1, 4)).toEqual(['-50', 'Points adjustment by Blush: Duplicate award', 'Duplicate award']);
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('+120');
    const orders = screen.getByRole('table', { name: 'Recent orders' });
    expect(within(orders).getByRole('link', { name: 'SG100001' }).getAttribute('href')).toBe('/orders/11111111-1111-4111-8111-111111111111');
    expect(within(screen.getByRole('table', { name: 'Bookings' })).getByText('Skin consultation')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Bag' })).getByText('Silk Lip Tint')).toBeTruthy();
  });

  it('offers each role only its actions; Unlock only while the account is locked', async () => {
    fakeApi({ 'GET /me': { body: meFixture('customer_service') }, [DETAIL]: { body: memberDetail() } });
    const care = renderAdmin(`/members/${MEMBER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Mei Tan' });
    expect(buttonNames()).toEqual(['Adjust points', 'Override tier', 'Export data', 'Resend e-mail']);
    care.unmount();

    fakeApi({ 'GET /me': { body: meFixture('administrator') }, [DETAIL]: { body: memberDetail({ locked: true }) } });
    renderAdmin(`/members/${MEMBER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Mei Tan' });
    expect(buttonNames()).toEqual(['Adjust points', 'Override tier', 'Unlock account', 'Export data', 'Resend e-mail']);
  });

  it('refuses the page to a role without members.read', async () => {
    fakeApi({ 'GET /me': { body: meFixture('merchandiser') } });
    renderAdmin(`/members/${MEMBER_ID}`);
    expect((await screen.findByText('You are not authorized to perform this action.')).getAttribute('role')).toBe('alert');
  });

  it('adjusts points with a reason: one Idempotency-Key per opening, the API’s refusal shown in the dialog', async () => {
    let balance = 420;
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      [DETAIL]: () => ({ body: memberDetail({ balance }) }),
      [ADJUST]: (request, count) => {
        if (count === 1) return apiError(422, 'points_balance_negative', 'The points balance cannot go below zero.');
        const points = (request.body as { points: number }).points;
        balance += points;
        return { status: 201, body: { entry: ledgerEntry({ id: 9, source: 'manual_points_adjustment', points, reason: 'Goodwill', description: 'Points adjustment by Blush: Goodwill' }), balance, created: true } };
      },
    });
    renderAdmin(`/members/${MEMBER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust points' }));
    let dialog = await screen.findByRole('dialog', { name: 'Adjust the points of Mei Tan' });
    fireEvent.change(within(dialog).getByLabelText('Points'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('Enter a whole number other than 0, such as 250 or -250.')).toBeTruthy();
    expect(api.to(ADJUST)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Points'), { target: { value: '-500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('The points balance cannot go below zero.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Points'), { target: { value: '-400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await screen.findByText('Done: -400 points; the balance is now 20.')).toBeTruthy();
    const [refused, done] = api.to(ADJUST);
    expect(refused!.body).toEqual({ points: -500, reason: 'Goodwill' });
    expect(done!.body).toEqual({ points: -400, reason: 'Goodwill' });
    expect(done!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(done!.headers['idempotency-key']).toBe(refused!.headers['idempotency-key']);
    await vi.waitFor(() => expect(within(screen.getByRole('region', { name: 'Beauty Pass' })).getByText('Points balance').nextElementSibling?.textContent).toBe('20 points'));

    fireEvent.click(screen.getByRole('button', { name: 'Adjust points' }));
    dialog = await screen.findByRole('dialog', { name: 'Adjust the points of Mei Tan' });
    fireEvent.change(within(dialog).getByLabelText('Points'), { target: { value: '+250' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Birthday gift' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    await vi.waitFor(() => expect(api.to(ADJUST)).toHaveLength(3));
    const third = api.to(ADJUST)[2]!;
    expect(third.body).toEqual({ points: 250, reason: 'Birthday gift' });
    expect(third.headers['idempotency-key']).not.toBe(done!.headers['idempotency-key']);
  });

  it('overrides the tier until an end date with a reason', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      [DETAIL]: { body: memberDetail() },
      [`POST /members/${MEMBER_ID}/tier-override`]: { body: { tier: 'gold', earned_tier: 'white', override: { tier: 'gold', reason: 'VIP event', ends_at: '2027-01-31T15:59:59.999Z' } } },
    });
    renderAdmin(`/members/${MEMBER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Override tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override the tier of Mei Tan' });
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pink', 'White', 'Black', 'Gold']);
    fireEvent.change(within(dialog).getByLabelText('Tier'), { target: { value: 'gold' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'VIP event' } });
    fireEvent.change(within(dialog).getByLabelText('Until (end date)'), { target: { value: '2027-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Override tier' }));
    expect(await screen.findByText('Done: tier Gold until 31 Jan 2027.')).toBeTruthy();
    expect(api.to(`POST /members/${MEMBER_ID}/tier-override`)[0]!.body).toEqual({ tier: 'gold', reason: 'VIP event', ends_on: '2027-01-31' });
  });

  it('unlocks a locked account, resends an e-mail and downloads the data export', async () => {
    let locked = true;
    const api = fakeApi({
      'GET /me': { body: meFixture('administrator') },
      [DETAIL]: () => ({ body: memberDetail({ locked }) }),
      [`POST /members/${MEMBER_ID}/unlock`]: () => {
        locked = false;
        return { body: { was_locked: true, cleared_addresses: 0 } };
      },
      [`POST /members/${MEMBER_ID}/emails`]: { body: { sent: 'welcome', to: 'mei@example.com' } },
      [`GET /members/${MEMBER_ID}/export`]: { body: { exported_at: '2026-11-27T00:00:00.000Z', member: {}, consents: [], beauty_pass: {}, points_ledger: [], perks: [], orders: [], bookings: [], reviews: [], wishlist: [] } },
    });
    renderAdmin(`/members/${MEMBER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock account' }));
    expect(await screen.findByText('Done: the account is unlocked.')).toBeTruthy();
    await vi.waitFor(() => expect(within(actions()).queryByRole('button', { name: 'Unlock account' })).toBeNull());

    fireEvent.change(screen.getByLabelText('E-mail to send'), { target: { value: 'welcome' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('Done: the e-mail was sent to mei@example.com.')).toBeTruthy();
    expect(api.to(`POST /members/${MEMBER_ID}/emails`)[0]!.body).toEqual({ email: 'welcome' });

    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Export data' }));
    expect(await screen.findByText('Done: the data export was downloaded.')).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`blush-member-${MEMBER_ID}.json`);
    click.mockRestore();
  });
});
