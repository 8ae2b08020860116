import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, reply, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DAY, booking, facial, questions, slotAt } from '../test/fixtures.ts';
import { HappeningBooking } from './HappeningBooking.tsx';

afterEach(() => vi.unstubAllGlobals());

function routes(extra: Record<string, unknown> = {}) {
  return stubFetch({
    'GET /booking-service/questions/th-signature-facial': { questions },
    'GET /booking-service/available-slots/th-signature-facial': { timeZone: 'Asia/Bangkok', days: [{ date: DAY, capacity: 3 }] },
    'GET /booking-service/time-slots/th-signature-facial': { date: DAY, timeZone: 'Asia/Bangkok', slots: [slotAt('10:00'), slotAt('10:30', 1)] },
    ...extra,
  });
}

/** Choose the only store's day and the first time, then go on to the details. */
async function toDetails() {
  const day = await screen.findByRole('button', { name: /3 places free$/ });
  fireEvent.click(day);
  const times = await screen.findAllByRole('radio', { name: /places? left/ });
  fireEvent.click(times[0]!);
  expect((screen.getByRole('radio', { name: 'Any available artist' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Your details' });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('HappeningBooking', () => {
  it('checks the details with exactly the §5 messages before anything is sent', async () => {
    const { sent } = routes();
    renderWithApp(<HappeningBooking activity={facial} />, { country: 'TH', language: 'en' });
    await toDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Review booking' }));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['Your skin type: Required field', 'Full name: Full Name required', 'E-mail: Required field', 'Phone number: Required field']);
    fill('Full name', 'x'.repeat(81));
    fill('E-mail', 'somying@');
    fill('Phone number', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Review booking' }));
    await waitFor(() => expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['Your skin type: Required field', 'Full name: Character limit exceeded', 'E-mail: Invalid email', 'Phone number: Invalid phone number']));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST /reservation-service/create')).toHaveLength(0);
  });

  it('reviews, books, and shows the confirmation number, service, store, local time, artist and the e-mail', async () => {
    const made = booking();
    const { sent } = routes({ 'POST /reservation-service/create': reply(201, { booking: made, manageToken: 'tok' }) });
    renderWithApp(<HappeningBooking activity={facial} />, { country: 'TH', language: 'en' });
    await toDetails();
    fireEvent.change(screen.getByLabelText('Your skin type'), { target: { value: 'dry' } });
    fill('Full name', 'Somying Jaidee');
    fill('E-mail', 'somying@example.com');
    fill('Phone number', '812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Review booking' }));
    await screen.findByRole('heading', { name: 'Review and confirm' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const done = await screen.findByTestId('booking-confirmation');
    expect(sent('POST /reservation-service/create')[0]!.body).toEqual({
      activity: 'th-signature-facial', store: 'th-siam-paragon', starts_at: slotAt('10:00').startsAt, artist_id: null,
      answers: { skin_type: 'dry' }, full_name: 'Somying Jaidee', email: 'somying@example.com', calling_code: '+66', phone: '812345678',
    });
    expect(within(done).getByTestId('fact-number').textContent).toBe('BK-TH-1001');
    expect(within(done).getByTestId('fact-time').textContent).toMatch(/10:00$/);
    expect(within(done).getByTestId('fact-artist').textContent).toBe('Ploy');
    expect(within(done).getByTestId('fact-price').textContent).toMatch(/2,300/);
    expect(done.textContent).toContain('A confirmation e-mail is on its way to somying@example.com');
    expect(within(done).getByRole('link', { name: 'Cancel this booking' }).getAttribute('href')).toBe(`/happening/services/cancel/${made.id}?token=tok&language=en`);
  });

  it('puts the API’s field errors back on the fields, and goes back to the times when the slot was just taken', async () => {
    let answer = apiError(400, 'validation_failed', 'Please check the fields.') as ReturnType<typeof reply>;
    (answer.body as { error: { details?: unknown } }).error.details = { fields: [{ field: 'body.phone', message: 'Invalid phone number' }] };
    const { sent } = routes({ 'POST /reservation-service/create': () => answer });
    renderWithApp(<HappeningBooking activity={facial} />, { country: 'TH', language: 'en' });
    await toDetails();
    fireEvent.change(screen.getByLabelText('Your skin type'), { target: { value: 'oily' } });
    fill('Full name', 'Somying Jaidee');
    fill('E-mail', 'somying@example.com');
    fill('Phone number', '812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Review booking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('error-summary').textContent).toContain('Please check the fields.');

    answer = apiError(409, 'slot_unavailable', 'Time slots empty: this time is no longer available. Please choose another.');
    fill('Phone number', '812345679');
    fireEvent.click(screen.getByRole('button', { name: 'Review booking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect((await screen.findByTestId('slot-taken')).textContent).toContain('no longer available');
    await waitFor(() => expect(sent('GET /booking-service/time-slots/th-signature-facial').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
    expect(screen.getAllByRole('radio', { name: /places? left/ }).every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });
});
