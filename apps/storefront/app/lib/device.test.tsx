import { act, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DeviceFlags, DEVICE_REDETECT_MS, UNKNOWN_DEVICE, refineDeviceFlags, useDeviceFlags } from './device.ts';

const MAC_SAFARI: DeviceFlags = { ...UNKNOWN_DEVICE, macos: true, browser: 'safari' };
const ANDROID_PHONE: DeviceFlags = { ...UNKNOWN_DEVICE, mobile: true, desktop: false, android: true, browser: 'chrome', layout: 'Mobile' };

describe('refineDeviceFlags', () => {
  it('an iPad asking for the desktop site (a Mac with touch points) is an iOS tablet', () => {
    expect(refineDeviceFlags(MAC_SAFARI, { width: 1024, maxTouchPoints: 5, hints: null })).toMatchObject({ macos: false, ios: true, tablet: true, desktop: false, layout: 'Desktop' });
  });

  it('client hints correct a reduced user agent: Edge, Windows', () => {
    const reduced: DeviceFlags = { ...UNKNOWN_DEVICE, windows: true, browser: 'chrome' };
    const hints = { mobile: false, platform: 'Windows', brands: [{ brand: 'Microsoft Edge', version: '131' }, { brand: 'Chromium', version: '131' }] };
    expect(refineDeviceFlags(reduced, { width: 1400, maxTouchPoints: 0, hints })).toMatchObject({ browser: 'edge', windows: true, desktop: true });
  });

  it('"request desktop site" on an Android phone: the hints say not mobile', () => {
    const hints = { mobile: false, platform: 'Android', brands: [{ brand: 'Google Chrome', version: '131' }] };
    expect(refineDeviceFlags(ANDROID_PHONE, { width: 980, maxTouchPoints: 5, hints })).toMatchObject({ mobile: false, tablet: true, desktop: false, layout: 'Desktop' });
  });

  it('the layout follows the window width', () => {
    expect(refineDeviceFlags(UNKNOWN_DEVICE, { width: 767, maxTouchPoints: 0, hints: null }).layout).toBe('Mobile');
    expect(refineDeviceFlags(UNKNOWN_DEVICE, { width: 768, maxTouchPoints: 0, hints: null }).layout).toBe('Desktop');
  });
});

function Probe() {
  const flags = useDeviceFlags();
  return <p data-testid="layout">{flags.layout}</p>;
}

describe('useDeviceFlags', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-detects 50 ms after the last resize, not before', async () => {
    vi.useFakeTimers();
    window.innerWidth = 1280;
    const Stub = createRoutesStub([{ id: 'root', path: '/', Component: Probe, loader: () => ({ device: UNKNOWN_DEVICE }), HydrateFallback: () => null }]);
    render(<Stub />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByTestId('layout').textContent).toBe('Desktop');

    window.innerWidth = 400;
    act(() => window.dispatchEvent(new Event('resize')));
    act(() => vi.advanceTimersByTime(DEVICE_REDETECT_MS - 10));
    // A second resize inside the window starts the 50 ms again.
    act(() => window.dispatchEvent(new Event('resize')));
    act(() => vi.advanceTimersByTime(DEVICE_REDETECT_MS - 10));
    expect(screen.getByTestId('layout').textContent).toBe('Desktop');
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByTestId('layout').textContent).toBe('Mobile');
  });
});
