import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SmartLinkExemption } from '@blush/shared/content';
import type * as Device from '../../../lib/device.ts';
import { UNKNOWN_DEVICE } from '../../../lib/device.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { attachReporter, resetReporterForTests } from '../../error-reporting/report.ts';
import { REJECT_ALL, saveConsent } from '../../consent/consent.ts';
import { AppBanner } from './AppBanner.tsx';

const device = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../../../lib/device.ts', async (original) => {
  const actual = await original<typeof Device>();
  return { ...actual, useDeviceFlags: () => ({ ...actual.UNKNOWN_DEVICE, ...device.current }) };
});

const EXEMPTIONS: SmartLinkExemption[] = [
  { type: 'absolute', value: '/cart' },
  { type: 'startsWith', value: '/sandbox' },
];

function narrowScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow && query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
}

describe('AppBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    device.current = { mobile: true, desktop: false, android: true };
    narrowScreen(true);
    // A choice was made: until then the consent banner holds the bottom of the screen.
    saveConsent(REJECT_ALL);
  });
  afterEach(() => {
    document.cookie = 'consent=; Path=/; Max-Age=0';
    vi.unstubAllGlobals();
    resetReporterForTests();
  });

  it('offers the app on a phone, with the store of its platform, and stays closed once closed', async () => {
    renderWithApp(<AppBanner exemptions={EXEMPTIONS} />, { path: '/products/glow' });
    const banner = await screen.findByRole('complementary', { name: 'The Blush app' });
    expect(banner.textContent).toContain('Shop faster and collect Beauty Pass points in the app.');
    expect(screen.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toContain('play.google.com');
    fireEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(screen.queryByTestId('app-banner')).toBeNull();
    expect(Number(localStorage.getItem('blush.app-banner.closed'))).toBeGreaterThan(0);
  });

  it('waits for the cookie choice before it is offered', async () => {
    document.cookie = 'consent=; Path=/; Max-Age=0';
    renderWithApp(<AppBanner exemptions={EXEMPTIONS} />, { path: '/products/glow' });
    await import('./AppBannerBar.tsx');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('app-banner')).toBeNull();
    saveConsent(REJECT_ALL);
    expect(await screen.findByRole('complementary', { name: 'The Blush app' })).toBeTruthy();
  });

  it('is not offered on the layout’s exempted paths, on a desktop or wide screen', async () => {
    const { unmount } = renderWithApp(<AppBanner exemptions={EXEMPTIONS} />, { path: '/sandbox/orders' });
    // The bar loads (a phone, a narrow screen) and decides: exempted.
    await import('./AppBannerBar.tsx');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('app-banner')).toBeNull();
    unmount();
    device.current = { ...UNKNOWN_DEVICE };
    renderWithApp(<AppBanner exemptions={[]} />, { path: '/products/glow' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('app-banner')).toBeNull();
  });

  it('reports a check that fails and shows the banner (the entry counts as not exempting)', async () => {
    const notify = vi.fn();
    attachReporter({ notify, leaveBreadcrumb: vi.fn() });
    device.current = { mobile: true, desktop: false, ios: true };
    renderWithApp(<AppBanner exemptions={[{ type: 'regex', value: '^/products/(' }]} />, { path: '/products/glow' });
    await screen.findByTestId('app-banner');
    expect(screen.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toContain('apps.apple.com');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Something went wrong while checking for exempted routes.' }), { path: '/products/glow', exemptions: 1 });
  });
});
