import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminBooking, AdminBookingDay } from '@blush/shared/admin-booking-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const ION = { id: 'sg-ion-orchard', name: 'Blush ION Orchard', city: 'Singapore', country: 'SG', time_zone: 'Asia/Singapore' };
const JEWEL = { id: 'sg-jewel-changi', name: 'Blush Jewel Changi Airport', city: 'Singapore', country: 'SG', time_zone: 'Asia/Singapore' };

function booking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    number: 'BK-SG-200001',
    state: 'confirmed',
    activity: { id: 'sg-express-makeup', kind: 'service', name: 'Express Makeup', duration_minutes: 30 },
    artist: { id: 1, name: 'Aisha' },
    starts_at: '2026-12-01T03:00:00.000Z',
    ends_at: '2026-12-01T03:30:00.000Z',
    starts_local: '11:00',
    ends_local: '11:30',
    customer: { name: 'Mei Tan', email: 'mei@example.com', phone: '+65 91234567', member: false },
    cancel_reason: null,
    manageable: true,
    version: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

function day(bookings: AdminBooking[], overrides: Partial<AdminBookingDay> = {}): AdminBookingDay {
  return {
    stores: [ION, JEWEL],
    store: ION,
    date: '2026-12-01',
    artists: [
      { id: 1, name: 'Aisha', starts: '10:00', ends: '18:00' },
      { id: 2, name: 'Ben', starts: '12:00', ends: '20:00' },
    ],
    bookings,
    ...overrides,
  };
}

const mei = booking();
const class1 = booking({ id: '22222222-2222-4222-8222-222222222222', number: 'BK-SG-200002', artist: null, activity: { id: 'sg-makeup-masterclass', kind: 'class', name: 'Makeup Masterclass', duration_minutes: 90 }, starts_local: '14:00', ends_local: '15:30', customer: { name: 'Lin', email: 'lin@example.com', phone: '+65 98765432', member: true } });

describe('bookings calendar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the day per artist, each booking a button in its artist’s labelled list; store and date pick the day', async () => {
    const api = fakeApi({ 'GET /me': { body: meFixture('store_manager') }, 'GET /bookings': { body: day([mei, class1]) } });
    const { router } = renderAdmin('/bookings');
    expect(await screen.findByRole('link', { name: 'Bookings' })).toBeTruthy();
    const calendar = await screen.findByRole('region', { name: 'Bookings on 2026-12-01 at Blush ION Orchard' });
    const aisha = within(calendar).getByRole('list', { name: 'Aisha: 1 bookings' });
    expect(within(aisha).getByRole('button', { name: '11:00–11:30 Express Makeup, Mei Tan, Confirmed' })).toBeTruthy();
    expect(within(calendar).getByRole('list', { name: 'Ben: 0 bookings' })).toBeTruthy();
    expect(within(calendar).getByRole('list', { name: 'Classes and events: 1 bookings' })).toBeTruthy();
    expect(within(calendar).getByText('Working 10:00–18:00')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Store'), { target: { value: 'sg-jewel-changi' } });
    await vi.waitFor(() => expect(api.to('GET /bookings').at(-1)!.query.get('store_id')).toBe('sg-jewel-changi'));
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await vi.waitFor(() => expect(api.to('GET /bookings').at(-1)!.query.get('date')).toBe('2026-12-02'));
    expect(router.state.location.search).toContain('date=2026-12-02');
  });

  it('moves a booking to a free time chosen in the dialog, sending the version seen', async () => {
    let current = mei;
    const api = fakeApi({
      'GET /me': { body: meFixture('store_manager') },
      'GET /bookings': () => ({ body: day([current]) }),
      [`GET /bookings/${mei.id}/slots`]: {
        body: { date: '2026-12-01', time_zone: 'Asia/Singapore', slots: [{ starts_at: '2026-12-01T06:00:00.000Z', ends_at: '2026-12-01T06:30:00.000Z', starts_local: '14:00', capacity: 1, artists: [{ id: 2, name: 'Ben' }] }] },
      },
      [`POST /bookings/${mei.id}/move`]: () => {
        current = booking({ state: 'rescheduled', starts_at: '2026-12-01T06:00:00.000Z', starts_local: '14:00', ends_local: '14:30', artist: { id: 2, name: 'Ben' }, version: 'v2' });
        return { body: { booking: current } };
      },
    });
    renderAdmin('/bookings?store=sg-ion-orchard&date=2026-12-01');
    fireEvent.click(await screen.findByRole('button', { name: /11:00–11:30 Express Makeup, Mei Tan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking BK-SG-200001' });
    expect(within(dialog).getByText('mei@example.com')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const move = await screen.findByRole('dialog', { name: 'Move booking BK-SG-200001' });
    expect((within(move).getByLabelText('New date') as HTMLInputElement).value).toBe('2026-12-01');
    const time = within(move).getByLabelText('New time');
    await within(move).findByRole('option', { name: '14:00 with Ben' });
    fireEvent.change(time, { target: { value: '2026-12-01T06:00:00.000Z|2' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Move and e-mail the shopper' }));
    expect(await screen.findByText('Booking BK-SG-200001 moved to 2026-12-01 14:00. The shopper is e-mailed.')).toBeTruthy();
    expect(api.to(`POST /bookings/${mei.id}/move`)[0]!.body).toEqual({ starts_at: '2026-12-01T06:00:00.000Z', artist_id: 2, version: mei.version });
    expect(await screen.findByRole('button', { name: '14:00–14:30 Express Makeup, Mei Tan, Rescheduled' })).toBeTruthy();
  });

  it('says when the chosen time was taken meanwhile and reloads the free times', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      'GET /bookings': { body: day([mei]) },
      [`GET /bookings/${mei.id}/slots`]: { body: { date: '2026-12-01', time_zone: 'Asia/Singapore', slots: [{ starts_at: '2026-12-01T06:00:00.000Z', ends_at: '2026-12-01T06:30:00.000Z', starts_local: '14:00', capacity: 1, artists: [{ id: 2, name: 'Ben' }] }] } },
      [`POST /bookings/${mei.id}/move`]: apiError(409, 'slot_unavailable', 'Time slots empty: this time is no longer available. Please choose another.'),
    });
    renderAdmin('/bookings');
    fireEvent.click(await screen.findByRole('button', { name: /Mei Tan/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move' }));
    const move = await screen.findByRole('dialog', { name: 'Move booking BK-SG-200001' });
    await within(move).findByRole('option', { name: '14:00 with Ben' });
    fireEvent.change(within(move).getByLabelText('New time'), { target: { value: '2026-12-01T06:00:00.000Z|2' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Move and e-mail the shopper' }));
    expect(await within(move).findByText('That time was taken meanwhile. The free times are reloaded: choose another.')).toBeTruthy();
    await vi.waitFor(() => expect(api.to(`GET /bookings/${mei.id}/slots`).length).toBe(2));
  });

  it('cancels only with a reason; a colleague’s change meanwhile closes the dialog and says so', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('store_manager') },
      'GET /bookings': { body: day([mei]) },
      [`POST /bookings/${mei.id}/cancel`]: apiError(409, 'edit_conflict', 'Someone else changed this while you were editing.'),
    });
    renderAdmin('/bookings');
    fireEvent.click(await screen.findByRole('button', { name: /Mei Tan/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel booking BK-SG-200001?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel and e-mail the shopper' }));
    expect(api.to(`POST /bookings/${mei.id}/cancel`)).toHaveLength(0);
    fireEvent.change(within(confirm).getByLabelText(/Reason/), { target: { value: 'Artist unwell' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel and e-mail the shopper' }));
    expect(await screen.findByText('Someone changed this booking meanwhile. It has been reloaded: check it and try again.')).toBeTruthy();
    expect(api.to(`POST /bookings/${mei.id}/cancel`)[0]!.body).toEqual({ reason: 'Artist unwell', version: mei.version });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets operations see the day but not move or cancel', async () => {
    fakeApi({ 'GET /me': { body: meFixture('operations') }, 'GET /bookings': { body: day([mei]) } });
    renderAdmin('/bookings');
    fireEvent.click(await screen.findByRole('button', { name: /Mei Tan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking BK-SG-200001' });
    expect(within(dialog).queryByRole('button', { name: 'Move' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
