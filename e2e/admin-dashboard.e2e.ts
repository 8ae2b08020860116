/**
 * Journey: the back office's dashboard (issue 21 item 10). The demo merchandiser signs in and lands
 * on the home page with the dashboard of Singapore today: figure tiles and bar charts whose numbers
 * are also in tables; switching to this week and to Thailand asks again and keeps both in the
 * address. Axe checks the page in both states.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { staffSignIn } from './support/staff.ts';
import { axeViolations } from './support/axe.ts';

describe('back office: dashboard', () => {
  const browser = useBrowser();

  it('a merchandiser reads the figures of today and of this week per country, as charts and as tables', async () => {
    const page = await browser.page();
    await page.goto('/admin/');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, 'merch@staff.blush.example');

    const dashboard = page.getByRole('region', { name: 'Dashboard' });
    await dashboard.getByRole('table', { name: 'Sales per day (SGD)' }).waitFor({ state: 'attached' });
    expect(await dashboard.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    for (const label of ['Sales', 'Paid orders', 'Fraud review queue', 'Bookings', 'Page views', 'Low-stock variants']) {
      expect(await dashboard.locator('dt', { hasText: label }).count(), label).toBe(1);
    }
    expect(await dashboard.getByRole('table', { name: 'Page views per day' }).getByRole('row').count()).toBe(2);
    expect(await axeViolations(page), 'dashboard today').toEqual([]);

    await dashboard.getByRole('button', { name: 'This week' }).click();
    await dashboard.getByLabel('Country').selectOption('TH');
    await dashboard.getByRole('table', { name: 'Sales per day (THB)' }).waitFor({ state: 'attached' });
    expect(page.url()).toContain('period=week');
    expect(page.url()).toContain('country=TH');
    // Monday to today: one to seven days, each a row and a bar.
    const days = (await dashboard.getByRole('table', { name: 'Page views per day' }).getByRole('row').count()) - 1;
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(7);
    expect(await axeViolations(page), 'dashboard this week').toEqual([]);
  });
});
