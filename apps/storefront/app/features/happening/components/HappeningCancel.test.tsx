import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiError, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { booking } from '../test/fixtures.ts';
import { HappeningCancel } from './HappeningCancel.tsx';
import { HappeningReschedule } from './HappeningReschedule.tsx';

afterEach(() => vi.unstubAllGlobals());
const b = booking();
const path = `/reservation-service/${b.id}`;

describe('managing a booking', () => {
  it('cancels a confirmed booking with the token and a reason', async () => {
    const { sent } = stubFetch({ [`GET ${path}`]: { booking: b }, [`DELETE ${path}`]: { booking: booking({ state: 'cancelled', manageable: false, cancelReason: 'Busy' }) } });
    renderWithApp(<HappeningCancel id={b.id} token="tok" />, { country: 'TH', language: 'en' });
    expect((await screen.findByTestId('booking-state')).textContent).toBe('Confirmed');
    fireEvent.change(screen.getByLabelText(/Reason for cancelling/), { target: { value: 'Busy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await screen.findByText('Your booking is cancelled');
    expect(sent(`DELETE ${path}`)[0]!.url.search).toBe('?token=tok&reason=Busy');
    expect(sent(`GET ${path}`)[0]!.url.search).toBe('?token=tok');
    expect(screen.getByTestId('booking-state').textContent).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('an expired booking says "Booking expired" and offers neither cancelling nor moving', async () => {
    stubFetch({ [`GET ${path}`]: { booking: booking({ state: 'expired', manageable: false }) } });
    renderWithApp(<HappeningReschedule id={b.id} token="tok" />, { country: 'TH', language: 'en' });
    expect((await screen.findByTestId('booking-expired')).textContent).toContain('Booking expired');
    expect(screen.queryByTestId('reschedule-form')).toBeNull();
    expect(screen.queryByRole('link', { name: /Cancel/ })).toBeNull();
  });

  it('a booking that is not the shopper’s shows the API’s owner-mismatch message', async () => {
    stubFetch({ [`GET ${path}`]: apiError(403, 'owner_mismatch', 'The booking does not belong to the current user.') });
    renderWithApp(<HappeningCancel id={b.id} token={null} />, { country: 'TH', language: 'en', path: `/happening/services/cancel/${b.id}` });
    const alert = await screen.findByTestId('manage-error');
    expect(alert.textContent).toContain('The booking does not belong to the current user.');
    expect(within(alert).getByRole('link', { name: 'Booked while signed in? Sign in to manage it' }).getAttribute('href')).toBe(`/sign_in?return_to=${encodeURIComponent(`/happening/services/cancel/${b.id}`)}&language=en`);
    expect(screen.queryByTestId('cancel-form')).toBeNull();
  });

  it('a cancelled booking says so, in Thai', async () => {
    stubFetch({ [`GET ${path}`]: { booking: booking({ state: 'cancelled', manageable: false }) } });
    renderWithApp(<HappeningCancel id={b.id} token="tok" />, { country: 'TH', language: 'th' });
    expect((await screen.findByTestId('booking-cancelled')).textContent).toBe('การจองนี้ถูกยกเลิกแล้วและไม่สามารถเปลี่ยนแปลงได้');
    expect(within(screen.getByTestId('booking-facts')).getByTestId('fact-number').textContent).toBe('BK-TH-1001');
    expect(screen.queryByTestId('cancel-form')).toBeNull();
  });
});
