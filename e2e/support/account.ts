/**
 * Helpers of the journeys that sign in: sandbox members made through the API, the sign-in form,
 * and waits sized for a busy machine.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Tier } from '@blush/shared/account';
import type { CountryCode, Language } from '@blush/shared/markets';

export const PHONE_375 = { width: 375, height: 812 } as const;

export interface SignInLabels {
  email: string;
  password: string;
  submit: string;
}
export const EN_SIGN_IN: SignInLabels = { email: 'Email', password: 'Password', submit: 'Sign in' };
export const TH_SIGN_IN: SignInLabels = { email: 'อีเมล', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' };
export const ZH_SIGN_IN: SignInLabels = { email: '電郵地址', password: '密碼', submit: '登入' };

export interface SandboxMember {
  id: string;
  email: string;
  password: string;
  first_name: string;
}

/** A unique address on every run: the database is shared by every e2e file and kept for the whole run. */
export function freshEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@blush.example`;
}

/** `expect.poll` with room for a busy machine (its default gives up after one second). */
export function eventually<T>(read: () => T | Promise<T>, message?: string) {
  return expect.poll(read, { timeout: 10_000, interval: 100, ...(message ? { message } : {}) });
}

/** The auth forms' buttons stay disabled until React has hydrated: typing before then would be lost. */
export async function hydrated(button: Locator): Promise<void> {
  await expect.poll(() => button.isEnabled(), { timeout: 15_000, interval: 100 }).toBe(true);
}

/** Wait for the page's h1 to read `text` (after a client-side navigation the URL changes before the new page is shown). */
export async function expectHeading(page: Page, text: string, message?: string): Promise<void> {
  await eventually(() => page.getByRole('heading', { level: 1 }).innerText(), message).toBe(text);
}

/**
 * The form-level error: the headline of the form's error summary (an assertive live region, empty
 * while there is none), without what follows it (links to the fields, what to do next).
 */
export async function formAlert(page: Page): Promise<string> {
  const alert = page.getByTestId('form-alert').first();
  const headline = alert.getByTestId('form-error');
  return ((await headline.count()) > 0 ? await headline.innerText() : await alert.innerText()).trim();
}

/** A member made through the sandbox API (password returned once). */
export async function createSandboxMember(
  baseUrl: string,
  body: { tier?: Tier; country?: CountryCode; language?: Language; first_name?: string; is_employee?: boolean; locked?: boolean } = {},
): Promise<SandboxMember> {
  const response = await fetch(`${baseUrl}/api/web/v1/sandbox/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Platform': 'web' },
    body: JSON.stringify({ email: freshEmail('member'), ...body }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as SandboxMember;
}

/** Fill and send the sign-in form on the current /sign_in page; the API's status once it has answered. */
export async function signIn(page: Page, email: string, password: string, labels: SignInLabels = EN_SIGN_IN): Promise<number> {
  const submit = page.getByRole('main').getByRole('button', { name: labels.submit, exact: true });
  await hydrated(submit);
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/web/v1/sessions'),
    submit.click(),
  ]);
  return response.status();
}
