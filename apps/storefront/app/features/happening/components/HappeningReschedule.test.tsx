import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DAY, booking, slotAt } from '../test/fixtures.ts';
import { HappeningReschedule } from './HappeningReschedule.tsx';

afterEach(() => vi.unstubAllGlobals());
const b = booking();

function routes(move: unknown) {
  return stubFetch({
    [`GET /reservation-service/${b.id}`]: { booking: b },
    'GET /booking-service/available-slots/th-signature-facial': { timeZone: 'Asia/Bangkok', days: [{ date: DAY, capacity: 3 }] },
    'GET /booking-service/time-slots/th-signature-facial': { date: DAY, timeZone: 'Asia/Bangkok', slots: [slotAt('14:00'), slotAt('14:30', 1)] },
    'POST /reservation-service': move,
  });
}

async function chooseTimeAndFah() {
  fireEvent.click(await screen.findByRole('button', { name: /3 places free$/ }));
  const times = await screen.findAllByRole('radio', { name: /places? left/ });
  fireEvent.click(times[0]!);
  fireEvent.click(screen.getByRole('radio', { name: 'Fah' }));
}

describe('HappeningReschedule', () => {
  it('moves the booking to the chosen time and artist, with the token, and shows it', async () => {
    const moved = booking({ state: 'rescheduled', startsAt: slotAt('14:00').startsAt, artist: { id: 8, name: 'Fah' } });
    const { sent } = routes({ booking: moved });
    renderWithApp(<HappeningReschedule id={b.id} token="tok" />, { country: 'TH', language: 'en' });
    expect(((await screen.findByRole('button', { name: 'Move my booking' })) as HTMLButtonElement).disabled).toBe(true);
    await chooseTimeAndFah();
    fireEvent.click(screen.getByRole('button', { name: 'Move my booking' }));
    await screen.findByText('Your booking is moved');
    expect(sent('POST /reservation-service')[0]!.body).toEqual({ booking_id: b.id, starts_at: slotAt('14:00').startsAt, artist_id: 8, token: 'tok' });
    expect(screen.getByTestId('booking-state').textContent).toBe('Rescheduled');
    expect(screen.getByTestId('fact-time').textContent).toMatch(/14:00$/);
    expect(screen.getByTestId('fact-artist').textContent).toBe('Fah');
  });

  it('says when the time was just taken and asks for the times again', async () => {
    const { sent } = routes(apiError(409, 'slot_unavailable', 'Time slots empty: this time is no longer available. Please choose another.'));
    renderWithApp(<HappeningReschedule id={b.id} token="tok" />, { country: 'TH', language: 'en' });
    await chooseTimeAndFah();
    fireEvent.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect((await screen.findByTestId('form-alert')).textContent).toContain('no longer available');
    await waitFor(() => expect(sent('GET /booking-service/time-slots/th-signature-facial').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId('booking-state').textContent).toBe('Confirmed');
  });
});
