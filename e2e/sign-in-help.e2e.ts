/**
 * Journeys of issue 16 (sign-in) and issue 14 (one form kit) on a 390 px phone: a wrong password
 * keeps "Authentication failed." and says what to do, with a way to reset the password (WCAG 3.3.3);
 * the show/hide password button is named by the word it shows (WCAG 2.5.3, Indonesian); an empty
 * form opens the kit's error summary, whose links take the shopper to each field. Screenshots go
 * to E2E_SHOTS (when set) for a human look.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CountryCode, Language } from '@blush/shared/markets';
import { EN_SIGN_IN, type SignInLabels, TH_SIGN_IN, ZH_SIGN_IN, createSandboxMember, eventually, formAlert, hydrated, signIn } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';

type Tree = { [key: string]: string | Tree };
const messages = (language: Language) => JSON.parse(readFileSync(new URL(`../apps/storefront/app/locales/${language}.json`, import.meta.url), 'utf8')) as Tree;
const text = (tree: Tree, path: string): string => path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;

const SHOTS = process.env.E2E_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

describe('sign-in help and the account form kit', () => {
  const browser = useBrowser();

  async function phonePage(country: CountryCode, language: Language): Promise<Page> {
    const page = await browser.page({ viewport: PHONE });
    await useSite(page.context(), browser.baseUrl(), country, language);
    return page;
  }

  it('after a wrong password says to check the e-mail and password and leads to the reset page, in English and Thai', async () => {
    const cases: Array<[CountryCode, Language, SignInLabels, string]> = [
      ['SG', 'en', EN_SIGN_IN, 'Authentication failed.'],
      ['TH', 'th', TH_SIGN_IN, 'ยืนยันตัวตนไม่สำเร็จ'],
    ];
    for (const [country, language, labels, failed] of cases) {
      const words = messages(language);
      const member = await createSandboxMember(browser.baseUrl(), { country });
      const page = await phonePage(country, language);
      await page.goto('/sign_in');
      expect(await signIn(page, member.email, 'Wrong#2026pass', labels)).toBe(401);
      await eventually(() => formAlert(page)).toBe(failed);
      const alert = page.getByTestId('form-alert');
      expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await alert.getByTestId('sign-in-help').innerText()).toContain(text(words, 'account.sign_in.failed_help'));
      expect(await page.getByLabel(labels.password, { exact: true }).getAttribute('aria-invalid')).toBeNull();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `sign-in-failed-${language}-phone`);

      await alert.getByRole('link', { name: text(words, 'account.sign_in.reset_password') }).click();
      await page.waitForURL((url) => url.pathname === '/users/password/forgot');
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(text(words, 'account.forgot.title'));
    }
  });

  it('names the show/hide password button by the word it shows, in Indonesian', async () => {
    const page = await phonePage('ID', 'id');
    await page.goto('/sign_in');
    await hydrated(page.getByRole('main').getByRole('button', { name: 'Masuk', exact: true }));
    const password = page.getByLabel('Kata sandi', { exact: true });
    await password.fill('Blush#2026');
    // The word on screen starts the name, as a whole word.
    const show = page.getByRole('button', { name: 'Lihat kata sandi', exact: true });
    expect(await show.innerText()).toBe('Lihat');
    await show.click();
    expect(await password.getAttribute('type')).toBe('text');
    const hide = page.getByRole('button', { name: 'Sembunyikan kata sandi', exact: true });
    expect(await hide.innerText()).toBe('Sembunyikan');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'sign-in-password-shown-id-phone');
    await hide.click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('an empty sign-in opens the error summary in Hong Kong Chinese; its links go to the fields', async () => {
    const page = await phonePage('HK', 'zh');
    await page.goto('/sign_in');
    const submit = page.getByRole('main').getByRole('button', { name: ZH_SIGN_IN.submit, exact: true });
    await hydrated(submit);
    await submit.click();
    const email = page.getByRole('textbox', { name: ZH_SIGN_IN.email, exact: true });
    await eventually(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
    await eventually(() => formAlert(page)).toBe('請更正表單中的 2 處錯誤。');
    const links = page.getByTestId('form-alert').getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['電郵地址：此項為必填項。', '密碼：此項為必填項。']);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'sign-in-empty-zh-phone');
    await links.nth(1).click();
    await eventually(() => page.getByLabel(ZH_SIGN_IN.password, { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
