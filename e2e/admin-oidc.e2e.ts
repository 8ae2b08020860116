/**
 * Journey: a staff member signs in to the back office with the company account (single sign-on,
 * decision 0034). The local OpenID Connect provider of the global setup stands in for the company's:
 * its sign-in form takes an account id — an e-mail address signs in as that verified address — and
 * any password, then asks for consent. A person who is not on the staff is sent back with a message;
 * so is another company account ("replaced#care@…", another subject) with the address of a staff
 * member whose own company account is bound to them.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

const issuer = inject('oidcIssuer');

describe.skipIf(!issuer)('back office: sign-in with the company account', () => {
  const browser = useBrowser();

  /** From the back office's sign-in page, by keyboard, through the provider's forms and back. */
  async function signInWithCompany(page: Page, login: string, path = '/admin/'): Promise<void> {
    // The provider's development pages import a web font: nothing may leave the machine.
    await page.context().route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    const company = page.getByRole('link', { name: 'Sign in with Blush account' });
    expect(await axeViolations(page), 'sign-in page with the company account').toEqual([]);
    await company.focus();
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.origin === issuer && url.pathname.startsWith('/interaction/'));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === browser.baseUrl() && url.pathname.startsWith('/admin'));
  }

  it('a staff member signs in with the company account and lands on the dashboard, no authenticator code asked', async () => {
    const page = await browser.page();
    await signInWithCompany(page, 'merch@staff.blush.example');
    await page.getByRole('region', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/');
    const me = await page.evaluate(async () => (await (await fetch('/api/admin/v1/me')).json()) as { staff: { email: string } });
    expect(me.staff.email).toBe('merch@staff.blush.example');
    const cookies = await page.context().cookies(`${browser.baseUrl()}/api/admin/v1/me`);
    expect(cookies.find((c) => c.name === 'blush_staff')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
  });

  it('a person who is not on the staff comes back to the sign-in page with the reason, signed out', async () => {
    const page = await browser.page();
    await signInWithCompany(page, 'not-hired@staff.blush.example');
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Your company account is not linked to an active back-office account.' }).count())
      .toBe(1);
    expect(await page.evaluate(async () => (await fetch('/api/admin/v1/me')).status)).toBe(401);
    expect(await axeViolations(page), 'sign-in page with the refusal').toEqual([]);
  });

  it('another company account with the address of a bound staff member is refused with its own message', async () => {
    const page = await browser.page();
    // The first sign-in binds care@'s company account to them (or finds it bound by an earlier run).
    await signInWithCompany(page, 'care@staff.blush.example');
    await page.getByRole('region', { name: 'Dashboard' }).waitFor();
    const other = await browser.page();
    await signInWithCompany(other, 'replaced#care@staff.blush.example');
    expect(new URL(other.url()).pathname).toBe('/admin/sign-in');
    await expect
      .poll(() => other.getByRole('alert').filter({ hasText: 'Your back-office account is linked to a different company account.' }).count())
      .toBe(1);
    expect(await other.evaluate(async () => (await fetch('/api/admin/v1/me')).status)).toBe(401);
  });
});
