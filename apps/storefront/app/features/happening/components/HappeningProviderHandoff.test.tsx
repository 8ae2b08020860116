import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiError, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { facial } from '../test/fixtures.ts';
import { HappeningDetail } from './HappeningDetail.tsx';
import { HappeningProviderHandoff } from './HappeningProviderHandoff.tsx';

afterEach(() => vi.unstubAllGlobals());
const external = { ...facial, bookingProvider: 'external' as const, stores: [...facial.stores, { id: 'th-central-world', name: 'Blush centralwOrld', city: 'Bangkok', timeZone: 'Asia/Bangkok' }] };

describe('booking with an external provider', () => {
  it('the page shows the hand-over instead of the booking flow, and it asks for the chosen store’s booking page', async () => {
    const { sent } = stubFetch({ 'POST /booking-service/handoff': { url: 'https://book.provider.example/s/abc?lang=th' } });
    const go = vi.fn();
    renderWithApp(<HappeningProviderHandoff activity={external} go={go} />, { country: 'TH', language: 'th' });
    const button = screen.getByRole('button', { name: 'ไปที่หน้าจอง' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /centralwOrld/ }));
    fireEvent.click(button);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://book.provider.example/s/abc?lang=th'));
    expect(sent('POST /booking-service/handoff')[0]!.body).toEqual({ activity: 'th-signature-facial', store: 'th-central-world' });
  });

  it('a provider that cannot be reached leaves the shopper on the page, told so', async () => {
    stubFetch({ 'POST /booking-service/handoff': apiError(503, 'service_unavailable', 'Busy') });
    const go = vi.fn();
    renderWithApp(<HappeningProviderHandoff activity={facial} go={go} />, { country: 'TH', language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to booking' }));
    expect((await screen.findByTestId('handoff-error')).textContent).toBe('Our booking partner cannot be reached just now. Please try again in a moment.');
    expect(go).not.toHaveBeenCalled();
  });

  it('the activity page chooses: the built-in flow, the hand-over, or the app prompt with the listing’s QR code', () => {
    const { unmount } = renderWithApp(<HappeningDetail activity={external} />, { country: 'TH', language: 'en' });
    expect(screen.getByTestId('booking-handoff')).toBeTruthy();
    expect(screen.queryByTestId('booking-flow')).toBeNull();
    unmount();
    const listing = { url: 'https://apps.apple.com/app/blush-beauty/id6450000000', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>' };
    renderWithApp(<HappeningDetail activity={{ ...facial, bookableOnWeb: false }} appListing={listing} />, { country: 'AU', language: 'en' });
    expect(screen.queryByTestId('booking-handoff')).toBeNull();
    const qr = screen.getByRole('img', { name: 'QR code to the Blush app' }) as HTMLImageElement;
    expect(qr.src).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(listing.qrSvg)}`);
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(listing.url);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
  });
});
