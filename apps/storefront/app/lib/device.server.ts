/**
 * Device flags from the request's user agent (product guide §3), for the root loader: ua-parser-js
 * for the device, OS and browser, isbot for crawlers. Server only, so the parser's rules never
 * reach the browser bundle (the browser refines with client hints instead, `device.ts`).
 *
 * ua-parser-js stays on the 1.x line: it is MIT licensed, 2.x is AGPL-3.0.
 */
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import { type DeviceBrowser, type DeviceFlags, UNKNOWN_DEVICE } from './device.ts';

const BROWSERS: Readonly<Record<string, DeviceBrowser>> = {
  'Samsung Internet': 'samsung',
  Edge: 'edge',
  Firefox: 'firefox',
  'Mobile Firefox': 'firefox',
  Chrome: 'chrome',
  'Chrome Headless': 'chrome',
  'Chrome WebView': 'chrome',
  'Mobile Chrome': 'chrome',
  Safari: 'safari',
  'Mobile Safari': 'safari',
};

/**
 * Every page render asks, and most visits come from a few hundred browser versions: the flags of the
 * user agents seen last are kept (a Map in insertion order, the oldest dropped past the limit).
 */
const SEEN_LIMIT = 500;
const seen = new Map<string, DeviceFlags>();

export function parseDeviceFlags(userAgent: string | null | undefined): DeviceFlags {
  if (!userAgent) return UNKNOWN_DEVICE;
  const known = seen.get(userAgent);
  if (known) return known;
  const flags = parse(userAgent);
  if (seen.size >= SEEN_LIMIT) seen.delete(seen.keys().next().value!);
  seen.set(userAgent, flags);
  return flags;
}

function parse(userAgent: string): DeviceFlags {
  const result = new UAParser(userAgent.slice(0, 1000)).getResult();
  const os = result.os.name ?? '';
  const mobile = result.device.type === 'mobile' || result.device.type === 'wearable';
  const tablet = result.device.type === 'tablet';
  return {
    mobile,
    tablet,
    desktop: !mobile && !tablet,
    ios: os === 'iOS',
    android: os === 'Android',
    windows: os === 'Windows',
    macos: os === 'Mac OS' || os === 'macOS',
    browser: BROWSERS[result.browser.name ?? ''] ?? null,
    crawler: isbot(userAgent),
    layout: mobile ? 'Mobile' : 'Desktop',
  };
}
