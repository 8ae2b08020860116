import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminStore } from '@blush/shared/admin-store-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const ION = { id: 'sg-ion-orchard', name: 'Blush ION Orchard', city: 'Singapore', country: 'SG', time_zone: 'Asia/Singapore' };
const daily = Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '22:00' }));

function store(overrides: Partial<AdminStore> = {}): AdminStore {
  return {
    ...ION,
    hours: daily,
    click_and_collect: true,
    closures: [{ id: 7, starts_on: '2026-12-25', ends_on: '2026-12-26', reason: 'Christmas' }],
    artists: [{ id: 3, name: 'Aisha', services: ['Express Makeup'], week: daily.map((h, d) => (d === 0 ? null : { opens: '11:00', closes: '19:00' })), version: 1 }],
    sessions: [{ id: 9, activity: { id: 'sg-makeup-masterclass', kind: 'class', name: 'Makeup Masterclass' }, starts_at: '2026-12-05T08:00:00.000Z', starts_local: '2026-12-05 16:00', seats: 8, booked: 6, version: 1 }],
    version: 4,
    ...overrides,
  };
}

describe('stores', () => {
  it('lists the stores a store manager may manage in the menu and on the page', async () => {
    fakeApi({ 'GET /me': { body: meFixture('store_manager') }, 'GET /stores': { body: { stores: [ION] } } });
    renderAdmin('/stores');
    expect(await screen.findByRole('link', { name: 'Stores' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Stores' });
    expect(within(list).getByRole('link', { name: /Blush ION Orchard/ }).getAttribute('href')).toBe('/stores/sg-ion-orchard');
  });

  it('is not in the menu of customer service', async () => {
    fakeApi({ 'GET /me': { body: meFixture('customer_service') } });
    renderAdmin('/stores');
    expect(await screen.findByRole('link', { name: 'Bookings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Stores' })).toBeNull();
  });

  it('closes the store on Mondays and switches click-and-collect off, sending the version seen', async () => {
    let current = store();
    const api = fakeApi({
      'GET /me': { body: meFixture('store_manager') },
      'GET /stores/sg-ion-orchard': () => ({ body: { store: current } }),
      'PUT /stores/sg-ion-orchard': (request) => {
        const body = request.body as { hours: AdminStore['hours']; click_and_collect: boolean };
        current = store({ hours: body.hours, click_and_collect: body.click_and_collect, version: current.version + 1 });
        return { body: { store: current } };
      },
    });
    renderAdmin('/stores/sg-ion-orchard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blush ION Orchard' })).toBeTruthy();
    expect(screen.getByText('2026-12-25 – 2026-12-26 · Christmas')).toBeTruthy();
    const hours = screen.getByRole('form', { name: 'Weekly opening hours' });
    fireEvent.click(within(hours).getByRole('checkbox', { name: 'Open on Monday' }));
    expect(within(hours).queryByLabelText('Monday opens')).toBeNull();
    fireEvent.change(within(hours).getByLabelText('Tuesday closes'), { target: { value: '21:00' } });
    fireEvent.click(within(hours).getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
    const sent = api.to('PUT /stores/sg-ion-orchard')[0]!.body as { hours: AdminStore['hours']; version: number };
    expect(sent.version).toBe(4);
    expect(sent.hours[1]).toBeNull();
    expect(sent.hours[2]).toEqual({ opens: '10:00', closes: '21:00' });
    fireEvent.click(screen.getByRole('switch', { name: 'Click-and-collect orders can be picked up here' }));
    await expect.poll(() => api.to('PUT /stores/sg-ion-orchard').length).toBe(2);
    expect(api.to('PUT /stores/sg-ion-orchard')[1]!.body).toMatchObject({ click_and_collect: false, version: 5 });
  });

  it('lets a day close after midnight: the row says the close is the next day’s and sends it as typed; an artist’s week says nothing of the kind', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('store_manager') },
      'GET /stores/sg-ion-orchard': { body: { store: store() } },
      'PUT /stores/sg-ion-orchard': (request) => ({ body: { store: store({ hours: (request.body as { hours: AdminStore['hours'] }).hours, version: 5 }) } }),
    });
    renderAdmin('/stores/sg-ion-orchard');
    const hours = await screen.findByRole('form', { name: 'Weekly opening hours' });
    expect(within(hours).queryByText('Closes after midnight, the day after Friday')).toBeNull();
    const friday = within(hours).getByLabelText('Friday closes');
    fireEvent.change(friday, { target: { value: '01:00' } });
    const note = within(hours).getByText('Closes after midnight, the day after Friday');
    expect(friday.getAttribute('aria-describedby')).toBe(note.id);
    fireEvent.click(within(hours).getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
    expect((api.to('PUT /stores/sg-ion-orchard')[0]!.body as { hours: AdminStore['hours'] }).hours[5]).toEqual({ opens: '10:00', closes: '01:00' });
    const artist = screen.getByRole('form', { name: /Aisha/ });
    fireEvent.change(within(artist).getByLabelText('Friday closes'), { target: { value: '01:00' } });
    expect(within(artist).queryByText(/Closes after midnight/)).toBeNull();
  });

  it('lists the bookings that stop a closure, and keeps seats when they would go below those booked', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('store_manager') },
      'GET /stores/sg-ion-orchard': { body: { store: store() } },
      'POST /stores/sg-ion-orchard/closures/7/remove': {
        status: 409,
        body: { error: { code: 'store_closure_has_bookings', message: 'The store has 1 bookings in these days.', details: { bookings: [{ id: 'b1', number: 'BK-SG-200001', starts_local: '2026-12-25 11:00', name: 'Mei Tan' }] } } },
      },
      'PUT /stores/sg-ion-orchard/sessions/9': apiError(409, 'session_seats_below_booked', 'This session already has 6 seats booked.'),
    });
    renderAdmin('/stores/sg-ion-orchard');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove closure 2026-12-25 – 2026-12-26' }));
    expect(await screen.findByText('The store has 1 bookings in these days.')).toBeTruthy();
    const toMove = screen.getByRole('list', { name: 'Bookings to move or cancel first' });
    expect(within(toMove).getByText('BK-SG-200001, 2026-12-25 11:00, Mei Tan')).toBeTruthy();
    const session = screen.getByRole('form', { name: 'Makeup Masterclass on 2026-12-05 16:00' });
    fireEvent.change(within(session).getByLabelText('Seats'), { target: { value: '4' } });
    fireEvent.click(within(session).getByRole('button', { name: 'Save seats' }));
    expect(await screen.findByText('This session already has 6 seats booked.')).toBeTruthy();
    expect(api.to('PUT /stores/sg-ion-orchard/sessions/9')[0]!.body).toEqual({ seats: 4, version: 1 });
  });

  it('offers a date picker for a closure, labelled, with a calendar button', async () => {
    fakeApi({ 'GET /me': { body: meFixture('store_manager') }, 'GET /stores/sg-ion-orchard': { body: { store: store({ closures: [] }) } } });
    renderAdmin('/stores/sg-ion-orchard');
    const add = await screen.findByRole('form', { name: 'Add closure' });
    expect(within(add).getAllByRole('group', { name: 'Closed from' }).length).toBeGreaterThan(0);
    expect(within(add).getAllByRole('button', { name: /Open calendar/ })).toHaveLength(2);
    expect(within(add).getByRole('button', { name: 'Add closure' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No closures planned.')).toBeTruthy();
  });
});
