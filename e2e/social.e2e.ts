/**
 * Journey: a shopper signs in with Google. A local OpenID Connect provider (started by the global
 * setup, apps/api/src/test/oidc-provider.ts) stands in for Google: its sign-in form takes an
 * account id (`google-gold` is the demo member gold@blush.example, `google-stranger` has no
 * member) and any password, then asks for consent.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';

const issuer = inject('oidcIssuer');

describe.skipIf(!issuer)('social sign-in (Google through a local OpenID Connect provider)', () => {
  const browser = useBrowser();

  /** From the sign-in page through the provider's sign-in and consent forms, back to the shop. */
  async function continueWithGoogle(page: Page, accountId: string, returnTo: string): Promise<void> {
    // The provider's development pages import a web font: nothing may leave the machine.
    await page.context().route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
    await page.goto(`/sign_in?return_to=${encodeURIComponent(returnTo)}`);
    const google = page.getByRole('link', { name: 'Continue with Google' });
    expect(await google.getAttribute('href')).toBe(`/api/web/v1/auth/social/google?return_to=${encodeURIComponent(returnTo)}`);
    await google.click();

    await page.waitForURL((url) => url.origin === issuer && url.pathname.startsWith('/interaction/'));
    await page.locator('input[name="login"]').fill(accountId);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    // The consent page: the only one with a "Continue" button.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === browser.baseUrl() && !url.pathname.startsWith('/api/'));
  }

  const apiStatus = (page: Page, path: string) => page.evaluate(async (url) => (await fetch(url, { headers: { 'X-Platform': 'web' } })).status, path);

  it('signs in the member whose Google e-mail matches and returns to the page asked for', async () => {
    const page = await browser.page();
    await page.goto('/sign_in');
    expect(await apiStatus(page, '/api/web/v1/account')).toBe(401);
    await continueWithGoogle(page, 'google-gold', '/account');
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(await apiStatus(page, '/api/web/v1/account')).toBe(200);
    const account = await page.evaluate(async () => (await (await fetch('/api/web/v1/account')).json()) as { user: { email: string; social_providers: string[] } });
    expect(account.user).toMatchObject({ email: 'gold@blush.example', social_providers: ['google'] });
    const cookies = await page.context().cookies(browser.baseUrl());
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['jwt-data', 'jwt-signature', 'jwt-refresh-token']));
    expect(cookies.some((c) => c.name === 'social-sign-in')).toBe(false);
  });

  it('sends an unknown Google account to the sign-in page with the "not linked: sign up" message', async () => {
    const page = await browser.page();
    await continueWithGoogle(page, 'google-stranger', '/cart');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/sign_in');
    expect(url.searchParams.get('social_error')).toBe('google_not_linked');
    expect(url.searchParams.get('email')).toBe('stranger@example.com');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This Google account is not linked to a Blush account. Please sign up.' }).count()).toBe(1);
    const signUp = new URL((await page.getByRole('link', { name: 'Sign up with this Google account' }).getAttribute('href'))!, browser.baseUrl());
    expect(signUp.pathname).toBe('/sign_up');
    expect(signUp.searchParams.get('link_token')).toBe(url.searchParams.get('link_token'));
    expect(signUp.searchParams.get('email')).toBe('stranger@example.com');
    expect(await apiStatus(page, '/api/web/v1/account')).toBe(401);
  });
});
