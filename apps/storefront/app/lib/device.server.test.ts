import { describe, expect, it } from 'vitest';
import { parseDeviceFlags } from './device.server.ts';

// Real user agents, as the browsers send them.
const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeAndroidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('device flags from the user agent', () => {
  it('an iPhone: mobile, iOS, Safari, Mobile layout', () => {
    expect(parseDeviceFlags(UA.iphoneSafari)).toEqual({
      mobile: true, tablet: false, desktop: false, ios: true, android: false, windows: false, macos: false, browser: 'safari', crawler: false, layout: 'Mobile',
    });
  });

  it('an iPad: tablet, iOS, Desktop layout', () => {
    expect(parseDeviceFlags(UA.ipad)).toMatchObject({ mobile: false, tablet: true, desktop: false, ios: true, layout: 'Desktop' });
  });

  it('Samsung Internet on a Galaxy phone: mobile, Android, samsung (not chrome)', () => {
    expect(parseDeviceFlags(UA.samsung)).toMatchObject({ mobile: true, android: true, browser: 'samsung', crawler: false });
  });

  it('an Android tablet with Chrome', () => {
    expect(parseDeviceFlags(UA.chromeAndroidTablet)).toMatchObject({ tablet: true, mobile: false, android: true, browser: 'chrome' });
  });

  it('Edge and Chrome on Windows: desktop, windows; Edge is not chrome', () => {
    expect(parseDeviceFlags(UA.edgeWindows)).toMatchObject({ desktop: true, windows: true, browser: 'edge', layout: 'Desktop' });
    expect(parseDeviceFlags(UA.chromeWindows)).toMatchObject({ desktop: true, windows: true, browser: 'chrome' });
  });

  it('Firefox and Safari on a Mac: desktop, macOS', () => {
    expect(parseDeviceFlags(UA.firefoxMac)).toMatchObject({ desktop: true, macos: true, browser: 'firefox' });
    expect(parseDeviceFlags(UA.safariMac)).toMatchObject({ desktop: true, macos: true, ios: false, browser: 'safari' });
  });

  it('a browser outside the five is null, not a guess', () => {
    expect(parseDeviceFlags(UA.opera).browser).toBeNull();
  });

  it('Googlebot is a crawler', () => {
    expect(parseDeviceFlags(UA.googlebot).crawler).toBe(true);
    expect(parseDeviceFlags(UA.iphoneSafari).crawler).toBe(false);
  });

  it('no user agent: an unknown desktop', () => {
    expect(parseDeviceFlags(null)).toMatchObject({ desktop: true, browser: null, crawler: false });
  });
});
