/**
 * Journey: the administrator's own screens on a store tablet (issue 21 item 1). The demo
 * administrator signs in at 820 px: the menu wraps so every screen can be reached without
 * scrolling it sideways; Staff lists everyone with their roles and second factor, and the
 * confirmation of a risky action (resetting a colleague's authenticator) is a dialog that can be
 * left with Close without changing anything; the Audit trail filters by action and shows each
 * entry's before and after. Axe checks the three screens and the dialog.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { staffSignIn } from './support/staff.ts';

const TABLET = { width: 820, height: 1180 } as const;

describe('back office: staff and audit trail on a tablet', () => {
  const browser = useBrowser();

  it('the administrator reaches every screen from the wrapped menu, opens a staff action without changing it, and filters the audit trail', async () => {
    const page = await browser.page({ viewport: TABLET });
    await page.goto('/admin/');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, 'admin@staff.blush.example');

    // The menu wraps: every link lies inside the window, none scrolled out of sight.
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Staff' }).waitFor();
    const links = nav.getByRole('link');
    expect(await links.count()).toBeGreaterThan(12);
    const outside = await links.evaluateAll((all) => all.filter((a) => a.getBoundingClientRect().right > window.innerWidth).map((a) => a.textContent));
    expect(outside).toEqual([]);
    expect(await axeViolations(page), 'home with the wrapped menu').toEqual([]);

    // Staff: the list, then a risky action's confirmation, left with Close.
    await nav.getByRole('link', { name: 'Staff' }).click();
    const table = page.getByRole('table', { name: 'Everyone who can sign in to the back office' });
    const care = table.getByRole('row').filter({ hasText: 'care@staff.blush.example' });
    await care.waitFor();
    expect(await care.getByText('Set up').count()).toBe(1);
    expect(await axeViolations(page), 'staff').toEqual([]);
    await care.getByRole('button', { name: /^Reset authenticator of / }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: /^Reset the authenticator of / }).waitFor();
    expect(await axeViolations(page), 'reset authenticator dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await care.getByText('Set up').count(), 'nothing changed').toBe(1);

    // Audit trail: this sign-in is there; filtering by an action keeps only its entries.
    await nav.getByRole('link', { name: 'Audit trail' }).click();
    const entries = page.getByRole('table', { name: 'Changes made by staff, newest first' });
    await entries.getByRole('row').nth(1).waitFor();
    await page.getByLabel('Action', { exact: true }).fill('staff.signed_in');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/action=staff\.signed_in/);
    const actions = () => entries.getByRole('rowheader').allInnerTexts();
    await expect.poll(async () => [...new Set(await actions())], { timeout: 10_000 }).toEqual(['staff.signed_in']);
    expect(await axeViolations(page), 'audit trail filtered').toEqual([]);
  });
});
