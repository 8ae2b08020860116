/** Playwright on the system Chromium (never a downloaded browser), one browser per test file. */
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * `args`: more Chromium switches (the gift video journey's fake camera). `backForwardCache`: keep
 * Chromium's back/forward cache, which Playwright turns off by default.
 */
export function launchChromium(args: readonly string[] = [], { backForwardCache = false }: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...args],
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** `useBrowser()` in a describe block: a browser for the file and a helper to open fresh pages. */
export function useBrowser(options: { args?: readonly string[]; backForwardCache?: boolean } = {}) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium(options.args, { backForwardCache: options.backForwardCache === true });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    /**
     * A page in a fresh context. The visitor has already answered the cookie banner (accepted all,
     * as the site behaved before consent existed), so the banner covers no journey's buttons;
     * `{ consent: 'undecided' }` opens the site as a first-time visitor (the consent journeys).
     */
    async page(options: BrowserContextOptions = {}, visitor: { consent?: 'accepted' | 'undecided' } = {}): Promise<Page> {
      if (!browser) throw new Error('browser not launched');
      const baseURL = inject('baseUrl');
      const context = await browser.newContext({ viewport: DESKTOP, baseURL, ...options });
      if (visitor.consent !== 'undecided') await context.addCookies([{ name: 'consent', value: 'v1.a1.m1', url: baseURL }]);
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** From the next document on, records every layout shift without recent input (call before `goto`). */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const shifts: Shift[] = [];
    const observer = new PerformanceObserver((list) => void shifts.push(...(list.getEntries() as Shift[])));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Those delivered, and (`takeRecords`) those not yet.
    (window as unknown as { __cls: () => number }).__cls = () =>
      [...shifts, ...(observer.takeRecords() as Shift[])].filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
  });
}

/** The cumulative layout shift of the page so far (after `trackLayoutShifts`). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: () => number }).__cls());
}
