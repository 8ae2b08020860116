/**
 * Device flags (product guide §3): what the visitor browses with, for the analytics site record
 * (`mobile`, `layout`) and the experimentation targeting indexes.
 *
 * The server parses the user agent (`device.server.ts`, into the root loader data) so the first
 * render already knows them; the browser refines them after hydration with client hints
 * (`navigator.userAgentData`, where the browser has them: they survive the frozen, reduced user
 * agent of Chromium) and touch points (an iPad in desktop mode says "Macintosh"), and re-detects on
 * window resize after 50 ms without a new resize (product guide §9), because `layout` follows the
 * window's width.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

export const DEVICE_BROWSERS = ['samsung', 'edge', 'firefox', 'chrome', 'safari'] as const;
export type DeviceBrowser = (typeof DEVICE_BROWSERS)[number];
export type DeviceLayout = 'Mobile' | 'Desktop';

export interface DeviceFlags {
  /** A phone. Exactly one of mobile, tablet and desktop is true. */
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
  ios: boolean;
  android: boolean;
  windows: boolean;
  macos: boolean;
  /** One of the five browsers we tell apart, else null (Opera, in-app web views we do not know …). */
  browser: DeviceBrowser | null;
  /** A search engine or other robot (isbot). */
  crawler: boolean;
  /** Which layout the page shows: Mobile below the `md` breakpoint (768 px), else Desktop. */
  layout: DeviceLayout;
}

/** Product guide §9: re-detect once the window has not been resized for this long. */
export const DEVICE_REDETECT_MS = 50;
/** Tailwind's `md` breakpoint, where the header and grids switch to the desktop layout. */
export const DESKTOP_MIN_WIDTH = 768;

/** Without a user agent (and before the root loader ran): a desktop of no known kind. */
export const UNKNOWN_DEVICE: DeviceFlags = {
  mobile: false,
  tablet: false,
  desktop: true,
  ios: false,
  android: false,
  windows: false,
  macos: false,
  browser: null,
  crawler: false,
  layout: 'Desktop',
};

/** The low-entropy client hints every Chromium browser sends without asking (`NavigatorUAData`). */
export interface ClientHints {
  mobile: boolean;
  platform: string;
  brands: ReadonlyArray<{ brand: string; version: string }>;
}

export interface BrowserEnvironment {
  width: number;
  maxTouchPoints: number;
  hints: ClientHints | null;
}

function browserFromBrands(brands: ClientHints['brands']): DeviceBrowser | null | undefined {
  const names = brands.map((b) => b.brand);
  if (names.includes('Microsoft Edge')) return 'edge';
  if (names.includes('Samsung Internet')) return 'samsung';
  if (names.includes('Google Chrome')) return 'chrome';
  // Opera, Brave … also carry "Chromium" but name themselves: leave those to the user agent.
  return undefined;
}

/** The server's flags corrected by what only the browser knows. Pure, so it is tested directly. */
export function refineDeviceFlags(base: DeviceFlags, env: BrowserEnvironment): DeviceFlags {
  const flags = { ...base };
  const hints = env.hints;
  if (hints) {
    const platform = hints.platform;
    if (platform) {
      flags.android = platform === 'Android';
      flags.windows = platform === 'Windows';
      flags.macos = platform === 'macOS';
      flags.ios = platform === 'iOS';
    }
    if (hints.mobile) {
      flags.mobile = true;
      flags.tablet = false;
    } else if (flags.mobile) {
      // "Request desktop site" on a phone, or a foldable unfolded: the browser says not mobile.
      flags.mobile = false;
      flags.tablet = flags.android;
    }
    const browser = browserFromBrands(hints.brands);
    if (browser !== undefined) flags.browser = browser;
  }
  // iPadOS asks for desktop pages as a Mac; a Mac has no touch screen.
  if (flags.macos && env.maxTouchPoints > 1) {
    flags.macos = false;
    flags.ios = true;
    flags.tablet = true;
    flags.mobile = false;
  }
  flags.desktop = !flags.mobile && !flags.tablet;
  flags.layout = env.width > 0 && env.width < DESKTOP_MIN_WIDTH ? 'Mobile' : 'Desktop';
  return flags;
}

function readEnvironment(): BrowserEnvironment {
  const data = (navigator as Navigator & { userAgentData?: ClientHints }).userAgentData;
  return {
    width: window.innerWidth,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    hints: data ? { mobile: data.mobile, platform: data.platform, brands: [...(data.brands ?? [])] } : null,
  };
}

// One resize listener for every component using the hook; the snapshot object changes only when
// the environment does, so React re-renders only then.
let environment: BrowserEnvironment | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function sameEnvironment(a: BrowserEnvironment, b: BrowserEnvironment): boolean {
  return a.width === b.width && a.maxTouchPoints === b.maxTouchPoints && a.hints?.mobile === b.hints?.mobile && a.hints?.platform === b.hints?.platform;
}

function onResize(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const next = readEnvironment();
    if (environment && sameEnvironment(environment, next)) return;
    environment = next;
    for (const listener of listeners) listener();
  }, DEVICE_REDETECT_MS);
}

/** Subscribe to re-detection (exported for code outside React, e.g. the data layer). */
export function subscribeDevice(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    }
  };
}

/** The browser's current environment (read once, then on each debounced resize). */
export function browserEnvironment(): BrowserEnvironment {
  environment ??= readEnvironment();
  return environment;
}

/**
 * The visitor's device flags: the server's during the server render and hydration (so the markup
 * matches), then refined in the browser and kept current on resize.
 */
export function useDeviceFlags(): DeviceFlags {
  // The root loader's `device` (read here, not through site.ts, which imports this file's type).
  const base = (useRouteLoaderData('root') as { device?: DeviceFlags } | undefined)?.device ?? UNKNOWN_DEVICE;
  const env = useSyncExternalStore(subscribeDevice, browserEnvironment, () => null);
  return useMemo(() => (env ? refineDeviceFlags(base, env) : base), [base, env]);
}
