/**
 * Journey: content pages. A shopper reads CMS pages (with "Read more"), the about page and the
 * promo bar and footer from the site layout, and sees the promotional overlay once; an editor
 * previews drafts that shoppers do not see yet.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { gotoHydrated, holdHydration, interactive } from './support/bag.ts';



/** Automated browsers never get the overlay; this one pretends to be a person. */
async function asPerson(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
}

describe('content pages', () => {
  const browser = useBrowser();
  const token = inject('previewToken');

  it('previews a draft that the live page does not show yet', async ({ skip }) => {
    if (!token) skip();
    const page = await browser.page();
    const response = await page.goto(`/preview/pages/beauty-edit?preview_token=${encodeURIComponent(token)}`);
    expect(response?.status()).toBe(200);
    // The token moved into a cookie: it is not left in the address bar.
    expect(new URL(page.url()).searchParams.has('preview_token')).toBe(false);
    expect(await response?.headerValue('x-robots-tag')).toContain('noindex');
    await page.getByTestId('preview-bar').waitFor();
    expect(await page.getByTestId('preview-bar').innerText()).toContain('Preview');
    expect(await page.locator('h1').innerText()).toBe('The mid-year issue: heat-proof beauty');

    const live = await page.goto('/pages/beauty-edit');
    expect(live?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe('What we’re loving this month');
    expect(await page.locator('body').innerText()).not.toContain('The mid-year issue');
    expect(await page.getByTestId('preview-bar').count()).toBe(0);
  });

  it('refuses a preview without the right token', async () => {
    const page = await browser.page();
    const response = await page.goto('/preview/pages/beauty-edit?preview_token=not-the-token');
    expect(response?.status()).toBe(403);
    expect(await page.locator('body').innerText()).toContain('You are not authorized to perform this action.');
    expect(await page.locator('body').innerText()).not.toContain('The mid-year issue');
  });

  it('previews the draft layout and the overlay, as a segment', async ({ skip }) => {
    if (!token) skip();
    const page = await browser.page();
    await page.goto(`/preview/layout?preview_token=${encodeURIComponent(token)}`);
    await page.getByTestId('preview-layout').waitFor();
    expect(await page.getByTestId('promo-bar').innerText()).toContain('Mid-year sale');
    await page.goto('/preview/overlay/welcome');
    const dialog = page.getByRole('dialog', { name: 'Your first order, with a gift' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'No thanks' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto('/preview/homepage');
    expect(await page.locator('h1').innerText()).toBe('Mid-year beauty, unwrapped.');
    // "View as" a segment: the bar's form reloads the preview with ?user_segments=.
    const bar = page.getByTestId('preview-bar');
    await bar.getByLabel('View as').selectOption('gold_members');
    await Promise.all([page.waitForURL(/user_segments=gold_members/), bar.getByRole('button', { name: 'Apply' }).click()]);
    expect(await page.locator('h1').innerText()).toBe('Gold early access is open.');
    expect(await bar.innerText()).toContain('gold_members');
  });

  it('expands and collapses long text with Read more / Read less, without shifting the page', async () => {
    const page = await browser.page();
    // Settled: hydrated, fonts and eager images loaded, a frame painted since; then every layout shift so far.
    await gotoHydrated(page, '/pages/beauty-edit/makeup/lips');
    const readMore = page.getByTestId('read-more');
    const button = readMore.getByRole('button', { name: /Read more/ });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const region = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const collapsed = (await region.boundingBox())!.height;
    const shift = await page.evaluate(async () => {
      await document.fonts.ready;
      const eager = [...document.images].filter((img) => img.loading !== 'lazy' && !img.complete);
      await Promise.all(eager.map((img) => img.decode().catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const observer = new PerformanceObserver(() => undefined);
      // A buffered observer holds the page's entries so far at once; takeRecords hands them over.
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
      observer.disconnect();
      return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
    });
    expect(shift).toBeLessThan(0.02);
    await button.click();
    const lessButton = readMore.getByRole('button', { name: /Read less/ });
    expect(await lessButton.getAttribute('aria-expanded')).toBe('true');
    const expanded = (await region.boundingBox())!.height;
    expect(expanded).toBeGreaterThan(collapsed + 100);
    expect(await region.innerText()).toContain('Easy weekends');
    await lessButton.click();
    expect(await readMore.getByRole('button', { name: /Read more/ }).getAttribute('aria-expanded')).toBe('false');
    expect((await region.boundingBox())!.height).toBeCloseTo(collapsed, 0);
  });

  it('answers an unknown CMS page with the 404 page', async () => {
    const page = await browser.page();
    const response = await page.goto('/pages/nope');
    expect(response?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Page not found: /pages/nope');
  });

  it('shows a country-restricted landing page only where it runs', async () => {
    const sg = await browser.page();
    await useSite(sg.context(), browser.baseUrl(), 'SG');
    expect((await sg.goto('/pages/lunar-new-year'))?.status()).toBe(200);
    const th = await browser.page();
    await useSite(th.context(), browser.baseUrl(), 'TH', 'th');
    expect((await th.goto('/pages/lunar-new-year'))?.status()).toBe(404);
  });

  it('renders the about page, promo bar and footer from content, in Thai; a tap on the bar before the page is live still counts', async () => {
    const page = await browser.page({ viewport: PHONE, isMobile: true, hasTouch: true });
    await useSite(page.context(), browser.baseUrl(), 'TH', 'th');
    // The page's code held back (a slow phone): the tap on "next message" is made before it runs.
    const release = await holdHydration(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    expect(await page.locator('h1').innerText()).toBe('เกี่ยวกับ Blush');
    expect(await page.locator('main').innerText()).toContain('ใกล้ชิดคุณในประเทศไทย');
    const footer = page.getByTestId('site-footer');
    expect(await footer.getByRole('link', { name: 'Beauty Pass' }).getAttribute('href')).toBe('/pages/beauty-pass');
    const bar = page.getByTestId('promo-bar');
    expect(await bar.innerText()).toContain('จัดส่งฟรี');
    await bar.getByRole('button', { name: 'ข้อความถัดไป' }).click();
    expect(await bar.innerText()).toContain('จัดส่งฟรี');
    release();
    await interactive(bar.getByRole('button', { name: 'ข้อความถัดไป' }));
    await expect.poll(() => bar.innerText()).toContain('ตัวอย่างสินค้าฟรี');
  });

  it('has no serious or critical accessibility violations on a CMS page, the about page and the overlay (axe-core)', async () => {
    const page = await browser.page();
    for (const path of ['/pages/beauty-edit', '/pages/beauty-edit/makeup/lips', '/about']) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
    const person = await browser.page();
    await asPerson(person);
    await person.goto('/about');
    await person.getByRole('dialog').waitFor({ timeout: 10_000 });
    expect(await axeViolations(person)).toEqual([]);
  });

  it('shows the overlay once and remembers that it was closed', async () => {
    const page = await browser.page();
    await asPerson(page);
    await page.goto('/pages/beauty-edit');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Blush' });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getByRole('link', { name: 'Discover Beauty Pass' }).getAttribute('href')).toBe('/pages/beauty-pass');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The overlay fetches its dialog's code the moment it decides to show, in an effect of the
    // hydration render; the header asks for the bag count after that render. Once that answer is
    // in, the decision is made: no dialog code asked for means no dialog, now or later.
    const dialogCode: string[] = [];
    page.on('request', (request) => {
      if (/\/ContentOverlayDialog-[^/]*\.js$/.test(new URL(request.url()).pathname)) dialogCode.push(request.url());
    });
    await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/api/web/v1/cart/items-count', { timeout: 20_000 }), page.reload()]);
    expect(dialogCode).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
