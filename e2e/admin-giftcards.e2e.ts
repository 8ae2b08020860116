/**
 * Journey: gift cards and flags in the back office (issue 21 item 9). Customer service issues a
 * Singapore gift card to a recipient, lands on it, takes part of it off with a reason and finds it
 * again by the recipient's e-mail; a merchandiser reads the flags and the experiments' results.
 * Axe checks the list, the dialog, the card and the flags page.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { staffSignIn } from './support/staff.ts';
import { axeViolations } from './support/axe.ts';
import { eventually } from './support/account.ts';

describe('back office: gift cards and flags', () => {
  const browser = useBrowser();

  it('customer service issues a gift card, adjusts it with a reason and finds it by e-mail', async () => {
    const page = await browser.page();
    await page.goto('/admin/gift-cards');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, 'care@staff.blush.example');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Gift cards' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();
    expect(await axeViolations(page), 'gift cards').toEqual([]);

    const email = `gift-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByRole('button', { name: 'Issue a gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a gift card' });
    await dialog.getByLabel('Amount (SGD)').fill('50');
    await dialog.getByLabel('Recipient name').fill('Ana Lim');
    await dialog.getByLabel('Recipient e-mail').fill(email);
    await dialog.getByLabel('Reason').fill('Apology for a lost parcel');
    expect(await axeViolations(page), 'issue dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
    await page.getByText(/^Gift card ending \d{4} issued; the recipient gets it by e-mail\.$/).waitFor();
    // The card's page follows the notice: wait for it to be drawn before counting.
    await eventually(() => page.locator('dd', { hasText: '$50.00 / $50.00' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const adjust = page.getByRole('dialog', { name: /^Adjust gift card ending/ });
    await adjust.getByLabel('Amount (SGD)').fill('-60');
    await adjust.getByLabel('Reason').fill('Spent in store');
    await adjust.getByRole('button', { name: 'Adjust balance' }).click();
    await adjust.getByText("This would take the gift card's balance below zero: it holds $50.00.").waitFor();
    await adjust.getByLabel('Amount (SGD)').fill('-10');
    await adjust.getByRole('button', { name: 'Adjust balance' }).click();
    await page.getByText('Balance adjusted: now $40.00.').waitFor();
    await page.getByText('Spent in store', { exact: false }).waitFor();
    expect(await axeViolations(page), 'gift card').toEqual([]);

    await page.getByRole('link', { name: 'All gift cards' }).click();
    await page.getByLabel('Card number, last 4 digits or recipient e-mail').fill(email);
    await page.getByRole('button', { name: 'Find' }).click();
    const found = page.getByRole('table', { name: 'Gift cards found' });
    await found.waitFor();
    await eventually(() => found.getByRole('row').count()).toBe(2);
    expect(await found.getByRole('row').nth(1).innerText()).toContain('$40.00');
  });

  it('a merchandiser reads the flags and the experiments’ results', async () => {
    const page = await browser.page();
    await page.goto('/admin/experiments');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, 'merch@staff.blush.example');
    await page.getByRole('heading', { level: 1, name: 'Flags and experiments' }).waitFor();
    await page.getByRole('switch', { name: 'Home hero variants' }).waitFor({ state: 'attached' });
    await page.getByRole('table', { name: 'Home hero: classic or spotlight' }).waitFor();
    expect(await axeViolations(page), 'flags and experiments').toEqual([]);
  });
});
