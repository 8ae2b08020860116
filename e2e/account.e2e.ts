/**
 * Journeys: the shopper's account. Registration with the live password checklist, sign-out and
 * sign-in back to the page asked for; a lockout after five wrong passwords, undone through the
 * unlock e-mail; a password reset through the e-mailed link; the account pages in Thai and
 * English with a beauty profile that is kept; the account on a phone.
 *
 * E-mails are read where a tester would read them: the development mailbox (/dev/mailbox, served
 * because the server runs with APP_ENV=test). Every test makes its own member (a sandbox user or a
 * fresh registration), so lockouts and password changes touch no other test.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Tier } from '@blush/shared/account';
import type { CountryCode, Language } from '@blush/shared/markets';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { PHONE_375, TH_SIGN_IN, type SandboxMember, createSandboxMember, eventually, expectHeading, formAlert, freshEmail, hydrated, signIn } from './support/account.ts';

describe('account', () => {
  const browser = useBrowser();

  /** A member made through the sandbox API (password returned once). */
  function sandboxMember(body: { tier?: Tier; country?: CountryCode; language?: Language; first_name?: string } = {}): Promise<SandboxMember> {
    return createSandboxMember(browser.baseUrl(), body);
  }

  /** Open the newest e-mail with this subject to this address in the development mailbox, as a tester would. */
  async function openMail(page: Page, to: string, subject: string): Promise<void> {
    await page.goto('/dev/mailbox');
    await expectHeading(page, 'Development mailbox');
    await page.getByRole('textbox', { name: 'Recipient email' }).fill(to);
    await Promise.all([page.waitForURL((url) => url.searchParams.get('to') === to), page.getByRole('button', { name: 'Show emails' }).click()]);
    await page.getByRole('link').filter({ hasText: subject }).filter({ hasText: to }).first().click();
    await page.waitForURL(/\/dev\/mailbox\/\d+$/);
    await expectHeading(page, subject);
  }

  /** Follow the one link of the e-mail's text version; it opens on this shop whatever host the mail named. */
  async function followMailLink(page: Page, pathname: string): Promise<string> {
    const link = page.getByTestId('mail-text').getByRole('link');
    expect(await link.count()).toBe(1);
    await Promise.all([page.waitForURL((url) => url.pathname === pathname), link.click()]);
    return page.url();
  }

  it('registers with the keyboard, signs out, and signs in back to the page asked for', async () => {
    const page = await browser.page({ locale: 'en-US' });
    const email = freshEmail('register');
    const password = 'Peony#2026';
    await page.goto('/');

    // Header: Sign in, then Create an account.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/sign_in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/sign_up');
    await expectHeading(page, 'Create an account');
    const submit = page.getByRole('button', { name: 'Create account' });
    await hydrated(submit);

    await page.getByRole('textbox', { name: 'First name' }).pressSequentially('Mali');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tan');
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Tan');
    await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email);

    // The live checklist ticks each rule as the password grows.
    const rules = page.getByRole('list', { name: 'Your password must have:' });
    const rule = (text: string) => rules.getByRole('listitem').filter({ hasText: text });
    const met = async (text: string) => (await rule(text).innerText()).trim().endsWith('(met)');
    const passwordBox = page.getByLabel('Password', { exact: true });
    expect(await rules.getByRole('listitem').count()).toBe(5);
    expect(await met('At least 8 characters')).toBe(false);
    await passwordBox.pressSequentially('peony');
    expect(await met('At least 1 lowercase and 1 uppercase letter')).toBe(false);
    expect(await met('At least 8 characters')).toBe(false);
    expect(await met('Must not be the same as your email')).toBe(true);
    await passwordBox.press('Home');
    await passwordBox.press('Delete');
    await passwordBox.press('P');
    await eventually(() => met('At least 1 lowercase and 1 uppercase letter')).toBe(true);
    expect(await met('At least 1 number')).toBe(false);
    await passwordBox.press('End');
    await passwordBox.pressSequentially('#2');
    await eventually(() => met('At least 1 special character (e.g. @, $, #)')).toBe(true);
    expect(await met('At least 1 number')).toBe(true);
    expect(await met('At least 8 characters')).toBe(false);
    await passwordBox.pressSequentially('026');
    await eventually(() => met('At least 8 characters')).toBe(true);
    expect(await passwordBox.inputValue()).toBe(password);
    expect(await page.getByText('5 of 5 password rules met').count()).toBe(1);

    await page.getByLabel('Confirm password', { exact: true }).pressSequentially(password);
    await page.getByRole('combobox', { name: 'Country code' }).selectOption({ label: '+65 Singapore' });
    await page.getByRole('textbox', { name: 'Mobile number' }).pressSequentially('91234567');
    const birthday = page.getByLabel('Date of birth');
    await birthday.focus();
    await page.keyboard.type('06151995');
    expect(await birthday.inputValue()).toBe('1995-06-15');
    await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'Singapore' });
    await page.getByRole('combobox', { name: 'Preferred language' }).selectOption({ label: 'English' });
    for (const consent of [/^I accept the terms and conditions/, /^I agree to the collection and use/, /^I agree that my personal information may be shared/, /^I confirm that I am over 14/]) {
      const box = page.getByRole('checkbox', { name: consent });
      await box.focus();
      await page.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
    }
    expect(await page.getByRole('checkbox', { name: /^Send me news/ }).isChecked()).toBe(false);

    await Promise.all([page.waitForURL((url) => url.pathname === '/account'), submit.click()]);
    // Signed in: the header greets the new member, the dashboard shows a Pink Beauty Pass.
    const accountLink = page.getByTestId('account-link');
    await eventually(() => accountLink.innerText()).toBe('Hi, Mali');
    expect(await accountLink.getAttribute('aria-label')).toContain('Mali');
    await expectHeading(page, 'Hi, Mali');
    const card = page.getByRole('region', { name: 'Beauty Pass' });
    expect(await card.getByTestId('tier').innerText()).toBe('Pink');
    const account = await page.evaluate(async () => (await (await fetch('/api/web/v1/account')).json()) as { user: { email: string }; beauty_pass: { card_number: string } });
    expect(account.user.email).toBe(email);
    expect(await card.innerText()).toContain(account.beauty_pass.card_number.replace(/(.{4})(?=.)/g, '$1 '));

    // Sign out from the account menu: home, signed out.
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click()]);
    await eventually(() => accountLink.innerText()).toBe('Sign in');
    expect(await page.evaluate(async () => (await fetch('/api/web/v1/account')).status)).toBe(401);

    // A private page sends the guest to sign in, and sign-in comes back to it.
    await page.goto('/account/beauty-profile');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/sign_in?return_to=%2Faccount%2Fbeauty-profile');
    expect(await signIn(page, email, password)).toBe(200);
    await page.waitForURL((url) => url.pathname === '/account/beauty-profile');
    await expectHeading(page, 'Beauty profile');
    await eventually(() => accountLink.innerText()).toBe('Hi, Mali');
  });

  it('refuses a registration with a mismatched confirmation or a missing consent, in the page language, and makes no account', async () => {
    const page = await browser.page({ locale: 'en-US' });
    await useSite(page.context(), browser.baseUrl(), 'TH', 'th');
    const email = freshEmail('refused');
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/web/v1/user') registrations.push(request.url());
    });

    await page.goto('/sign_up');
    expect(await page.getAttribute('html', 'lang')).toBe('th-TH');
    const submit = page.getByRole('button', { name: 'สร้างบัญชี' });
    await hydrated(submit);
    await page.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('Ploy');
    await page.getByRole('textbox', { name: 'นามสกุล' }).fill('Srisuk');
    await page.getByRole('textbox', { name: 'อีเมล' }).fill(email);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Orchid#2026');
    await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('Orchid#2027');
    await page.getByRole('textbox', { name: 'เบอร์มือถือ' }).fill('812345678');
    await page.getByLabel('วันเกิด').fill('1998-03-02');
    // Three of the four mandatory consents: not the one about being over 14.
    await page.getByRole('checkbox', { name: /^ฉันยอมรับข้อกำหนดและเงื่อนไข/ }).check();
    await page.getByRole('checkbox', { name: /^ฉันยินยอมให้เก็บรวบรวม/ }).check();
    await page.getByRole('checkbox', { name: /^ฉันยินยอมให้เปิดเผย/ }).check();
    await submit.click();

    await eventually(() => formAlert(page)).toBe('โปรดแก้ไขข้อผิดพลาด 2 รายการในแบบฟอร์ม');
    const confirmation = page.getByLabel('ยืนยันรหัสผ่าน', { exact: true });
    expect(await confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await confirmation.getAttribute('aria-describedby')}"]`).innerText()).toBe('รหัสผ่านไม่ตรงกัน');
    const over14 = page.getByRole('checkbox', { name: /^ฉันยืนยันว่าฉันมีอายุมากกว่า 14 ปี/ });
    expect(await over14.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await over14.getAttribute('aria-describedby')}"]`).innerText()).toBe('โปรดทำเครื่องหมายในช่องนี้เพื่อดำเนินการต่อ');
    // Focus went to the first field in error, and nothing reached the API.
    expect(await confirmation.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(registrations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/sign_up');

    // Signing in with that address fails: no account was made.
    await page.goto('/sign_in');
    expect(await signIn(page, email, 'Orchid#2026', TH_SIGN_IN)).toBe(401);
    await eventually(() => formAlert(page)).toBe('ยืนยันตัวตนไม่สำเร็จ');
    expect(new URL(page.url()).pathname).toBe('/sign_in');
  });

  it('shows the API’s answer when the e-mail is already registered', async () => {
    const member = await sandboxMember();
    const page = await browser.page({ locale: 'en-US' });
    await page.goto('/sign_up?return_to=%2Faccount%2Fpoints');
    const submit = page.getByRole('button', { name: 'Create account' });
    await hydrated(submit);
    await page.getByRole('textbox', { name: 'First name' }).fill('Dup');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Licate');
    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('Lotus#2026x');
    await page.getByLabel('Confirm password', { exact: true }).fill('Lotus#2026x');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('81234567');
    await page.getByLabel('Date of birth').fill('1990-01-31');
    for (const consent of [/^I accept the terms/, /^I agree to the collection/, /^I agree that my personal/, /^I confirm that I am over 14/]) await page.getByRole('checkbox', { name: consent }).check();
    await submit.click();
    await eventually(() => formAlert(page)).toContain('An account with this email already exists. Please sign in.');
    const signInLink = page.getByTestId('form-alert').getByRole('link', { name: 'Sign in' });
    expect(await signInLink.getAttribute('href')).toBe('/sign_in?return_to=%2Faccount%2Fpoints');
    expect(new URL(page.url()).pathname).toBe('/sign_up');
  });

  it('slows down wrong passwords from one browser; a locked account lets its owner in with the e-mailed code, and unlocks through the e-mailed link', async () => {
    const guessed = await sandboxMember({ first_name: 'Guessy' });
    const page = await browser.page();
    await page.goto('/sign_in');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await signIn(page, guessed.email, `Wrong#${attempt}pass`)).toBe(401);
      await eventually(() => formAlert(page)).toBe('Authentication failed.');
    }
    expect(await signIn(page, guessed.email, 'Wrong#5pass')).toBe(429);
    await eventually(() => formAlert(page)).toBe('Too many unsuccessful sign-in attempts. Please wait a moment and try again. You can try again in 30 seconds.');

    // Locked (by support here, as after a distributed attack): the right password leads to the code step.
    const member = await createSandboxMember(browser.baseUrl(), { first_name: 'Locky', locked: true });
    const owner = await browser.page();
    await owner.goto('/sign_in');
    expect(await signIn(owner, member.email, member.password)).toBe(401);
    const codeField = owner.getByRole('textbox', { name: '6-digit code' });
    await codeField.waitFor();
    expect(await owner.getByRole('heading', { name: 'Check your email for a code' }).count()).toBe(1);
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await openMail(page, member.email, 'Your Blush sign-in code');
    const code = /\b(\d{6})\b/.exec(await page.getByTestId('mail-text').innerText())![1]!;
    await codeField.fill(code);
    const [answer] = await Promise.all([
      owner.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/web/v1/sessions'),
      owner.getByRole('button', { name: 'Verify and sign in' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await owner.waitForURL((u) => u.pathname === '/account');
    await expectHeading(owner, 'Hi, Locky');

    // The lock e-mail names a Reference ID; its link unlocks on a button press.
    await openMail(page, member.email, 'Your Blush account was locked');
    const text = await page.getByTestId('mail-text').innerText();
    expect(text).toContain('Hi Locky,');
    expect(text).toMatch(/Reference ID: BL-[A-Z2-9]{8}\./);
    const unlockUrl = await followMailLink(page, '/users/unlock');
    expect(new URL(unlockUrl).searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    await expectHeading(page, 'Unlock your account');
    const unlock = page.getByRole('button', { name: 'Unlock my account' });
    await hydrated(unlock);
    await unlock.click();
    const done = page.getByRole('status').filter({ hasText: 'Your account is unlocked' });
    await done.waitFor();
    expect(await done.innerText()).toContain('Your account is unlocked. You can sign in again.');

    // Sign in works again.
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/sign_in');
    expect(await signIn(page, member.email, member.password)).toBe(200);
    await page.waitForURL((u) => u.pathname === '/account');
    await expectHeading(page, 'Hi, Locky');

    // The link works once: a second press says so and offers a new link.
    await page.goto(unlockUrl);
    await hydrated(unlock);
    await unlock.click();
    await page.getByRole('alert').filter({ hasText: 'This unlock link has expired or was already used. Please ask for a new one.' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Get a new unlock link' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send unlock link' }).count()).toBe(1);
  });

  it('resets the password through the e-mailed link: an old password is refused, the link works once', async () => {
    const member = await sandboxMember({ first_name: 'Reese' });
    const newPassword = 'Camellia#77';
    const page = await browser.page();
    await page.goto('/sign_in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/users/password/forgot');
    await expectHeading(page, 'Forgot your password?');
    const send = page.getByRole('button', { name: 'Send reset link' });
    await hydrated(send);
    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await send.click();
    const sent = page.getByRole('status').filter({ hasText: 'Check your email' });
    await sent.waitFor();
    expect(await sent.innerText()).toContain('If this email is on record, we have sent instructions to reset your password.');

    await openMail(page, member.email, 'Reset your Blush password');
    const resetUrl = await followMailLink(page, '/users/password/reset');
    expect(new URL(resetUrl).searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    await expectHeading(page, 'Reset your password');
    const save = page.getByRole('button', { name: 'Save new password' });
    await hydrated(save);

    // The old password meets every rule the browser can check; only the API knows it is a previous one.
    const newBox = page.getByLabel('New password', { exact: true });
    const confirmBox = page.getByLabel('Confirm password', { exact: true });
    const historyRule = page.getByRole('listitem').filter({ hasText: 'Must not be your email or one of your previous 2 passwords' });
    await newBox.fill(member.password);
    await confirmBox.fill(member.password);
    await eventually(() => historyRule.getAttribute('data-state')).toBe('met');
    await save.click();
    await eventually(() => formAlert(page)).toBe('The password does not meet the rules below.');
    await eventually(() => historyRule.getAttribute('data-state')).toBe('broken');
    expect((await historyRule.innerText()).trim()).toMatch(/\(not met yet\)$/);

    await newBox.fill(newPassword);
    await confirmBox.fill(newPassword);
    await eventually(() => historyRule.getAttribute('data-state')).toBe('met');
    await save.click();
    const changed = page.getByRole('status').filter({ hasText: 'Password changed' });
    await changed.waitFor();
    expect(await changed.innerText()).toContain('Your password has been changed. Please sign in with your new password.');

    // The old password fails, the new one works.
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/sign_in');
    expect(await signIn(page, member.email, member.password)).toBe(401);
    await eventually(() => formAlert(page)).toBe('Authentication failed.');
    expect(await signIn(page, member.email, newPassword)).toBe(200);
    await page.waitForURL((u) => u.pathname === '/account');
    await expectHeading(page, 'Hi, Reese');

    // The link was used: it now says so and offers a new one.
    await page.goto(resetUrl);
    await expectHeading(page, 'Reset link expired');
    expect(await page.getByRole('alert').filter({ hasText: 'expired' }).innerText()).toBe('Your reset link has expired. Please ask for a new one.');
    await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
    await page.waitForURL((u) => u.pathname === '/users/password/forgot');
  });

  it('shows every account page in Thai with its heading and the menu marking it, then in English; keeps the beauty profile', async () => {
    const member = await sandboxMember({ tier: 'gold', country: 'TH', first_name: 'Ananda' });
    const page = await browser.page();
    // The Thai site from the query (no cookie): links and redirects keep ?country_code=TH.
    await page.goto('/sign_in?country_code=TH&language=th');
    expect(await page.getAttribute('html', 'lang')).toBe('th-TH');
    await expectHeading(page, 'เข้าสู่ระบบ');
    expect(await signIn(page, member.email, member.password, TH_SIGN_IN)).toBe(200);
    await page.waitForURL((u) => u.pathname === '/account');
    expect(new URL(page.url()).searchParams.get('country_code')).toBe('TH');
    await expectHeading(page, 'สวัสดี Ananda');
    expect(await page.getByRole('region', { name: 'Beauty Pass' }).getByTestId('tier').innerText()).toBe('โกลด์');

    const menu = page.getByRole('navigation', { name: 'เมนูบัญชี' });
    const current = menu.locator('[aria-current="page"]');
    const pages = [
      { path: '/account', heading: 'สวัสดี Ananda', item: 'ภาพรวม' },
      { path: '/account/orders', heading: 'คำสั่งซื้อ', item: 'คำสั่งซื้อ' },
      { path: '/account/bookings', heading: 'การจอง', item: 'การจอง' },
      { path: '/account/reviews', heading: 'รีวิวของฉัน', item: 'รีวิว' },
      { path: '/account/wishlist', heading: 'รายการโปรด', item: 'รายการโปรด' },
      { path: '/account/waitlist', heading: 'รายการรอสินค้า', item: 'รายการรอสินค้า' },
      { path: '/account/beauty-profile', heading: 'โปรไฟล์ความงาม', item: 'โปรไฟล์ความงาม' },
      { path: '/account/points', heading: 'สรุปคะแนน', item: 'สรุปคะแนน' },
      { path: '/account/benefits', heading: 'สิทธิประโยชน์ Beauty Pass', item: 'สิทธิประโยชน์ Beauty Pass' },
      { path: '/account/rewards', heading: 'ของรางวัล', item: 'ของรางวัล' },
      { path: '/account/credit', heading: 'เครดิตร้านค้า', item: 'เครดิตร้านค้า' },
      { path: '/account/notifications', heading: 'การแจ้งเตือน', item: 'การแจ้งเตือน' },
      { path: '/account/details', heading: 'ข้อมูลบัญชี', item: 'ข้อมูลบัญชี' },
    ];
    for (const { path, heading, item } of pages) {
      const response = await page.goto(`${path}?country_code=TH`);
      expect(response?.status(), path).toBe(200);
      await expectHeading(page, heading, path);
      expect(await page.getAttribute('html', 'lang'), path).toBe('th-TH');
      expect(await current.count(), path).toBe(1);
      expect(await current.innerText(), path).toBe(item);
      expect(new URL((await current.getAttribute('href'))!, browser.baseUrl()).pathname, path).toBe(path);
      expect(await menu.getByRole('link').count(), path).toBe(pages.length);
    }

    // The menu itself moves between pages, staying in Thai.
    await menu.getByRole('link', { name: 'รีวิว', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/account/reviews' && u.searchParams.get('country_code') === 'TH');
    await expectHeading(page, 'รีวิวของฉัน');
    expect(await current.innerText()).toBe('รีวิว');

    // English on the Thai site, for one page.
    await page.goto('/account/points?country_code=TH&language=en');
    await expectHeading(page, 'Points summary');
    expect(await page.getAttribute('html', 'lang')).toBe('en-TH');
    expect(await page.getByRole('navigation', { name: 'Account menu' }).locator('[aria-current="page"]').innerText()).toBe('Points summary');

    // The beauty profile, in Thai: a skin type and two concerns, saved and still there after a reload.
    await page.goto('/account/beauty-profile?country_code=TH');
    const form = page.getByRole('form', { name: 'โปรไฟล์ความงาม' });
    await form.waitFor();
    const skinType = form.getByRole('group', { name: 'สภาพผิว' });
    const concerns = form.getByRole('group', { name: 'ปัญหาผิว' });
    expect(await skinType.getByRole('radio', { name: 'ไม่ระบุ' }).isChecked()).toBe(true);
    await skinType.getByRole('radio', { name: 'ผิวผสม' }).check();
    await concerns.getByRole('checkbox', { name: 'รูขุมขน' }).check();
    await concerns.getByRole('checkbox', { name: 'ผิวหมองคล้ำ' }).check();
    await form.getByRole('button', { name: 'บันทึกโปรไฟล์ความงาม' }).click();
    await page.getByRole('status').filter({ hasText: 'บันทึกโปรไฟล์ความงามของคุณแล้ว' }).waitFor();

    await page.reload();
    await form.waitFor();
    expect(await skinType.getByRole('radio', { name: 'ผิวผสม' }).isChecked()).toBe(true);
    expect(await skinType.getByRole('radio', { checked: true }).count()).toBe(1);
    const checked = await concerns.getByRole('checkbox', { checked: true }).evaluateAll((boxes) => boxes.map((b) => b.parentElement?.textContent?.trim()));
    expect(checked.sort()).toEqual(['ผิวหมองคล้ำ', 'รูขุมขน'].sort());
  });

  it('has no serious or critical accessibility violations on sign-in and sign-up (axe-core)', async () => {
    const page = await browser.page();
    await page.goto('/sign_in');
    await hydrated(page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }));
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/sign_up');
    await hydrated(page.getByRole('button', { name: 'Create account' }));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no serious or critical accessibility violations on the account dashboard, signed in (axe-core)', async () => {
    const member = await sandboxMember({ first_name: 'Axel' });
    const page = await browser.page();
    await page.goto('/sign_in');
    expect(await signIn(page, member.email, member.password)).toBe(200);
    await page.waitForURL((u) => u.pathname === '/account');
    await page.getByRole('region', { name: 'Beauty Pass' }).waitFor();
    // The header has answered too: its account link shows the member's name, which is part of the
    // link's accessible name (WCAG 2.5.3, axe's label-content-name-mismatch) like any visible label.
    await eventually(() => page.getByTestId('account-link').getAttribute('data-session')).toBe('member');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('signs in on a phone; the account menu scrolls sideways and nothing is wider than the screen', async () => {
    const member = await sandboxMember({ first_name: 'Pim' });
    const page = await browser.page({ viewport: PHONE_375, isMobile: true, hasTouch: true });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    await page.goto('/sign_up');
    await hydrated(page.getByRole('button', { name: 'Create account' }));
    expect(await scrollWidth(), '/sign_up').toBeLessThanOrEqual(PHONE_375.width);
    await page.goto('/sign_in?return_to=%2Faccount');
    expect(await scrollWidth(), '/sign_in').toBeLessThanOrEqual(PHONE_375.width);
    const submit = page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true });
    await hydrated(submit);
    await page.getByRole('textbox', { name: 'Email' }).tap();
    await page.keyboard.type(member.email);
    await page.getByLabel('Password', { exact: true }).tap();
    await page.keyboard.type(member.password);
    await Promise.all([page.waitForURL((u) => u.pathname === '/account'), submit.tap()]);
    await page.getByRole('region', { name: 'Beauty Pass' }).waitFor();
    await expectHeading(page, 'Hi, Pim');
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_375.width);

    // The menu is a row wider than the screen that scrolls sideways; a far item is still reachable.
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    const row = menu.getByRole('list');
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await menu.getByRole('link', { name: 'Points summary' }).tap();
    await page.waitForURL((u) => u.pathname === '/account/points');
    await expectHeading(page, 'Points summary');
    const current = menu.locator('[aria-current="page"]');
    expect(await current.innerText()).toBe('Points summary');

    // Opened directly, the page's own item is scrolled into view, not left off-screen.
    await page.goto('/account/details');
    await expectHeading(page, 'Account details');
    expect(await current.innerText()).toBe('Account details');
    await eventually(async () => {
      const box = (await current.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= PHONE_375.width;
    }).toBe(true);
    expect(await scrollWidth()).toBeLessThanOrEqual(PHONE_375.width);

    for (const path of ['/account/benefits', '/account/beauty-profile']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await scrollWidth(), path).toBeLessThanOrEqual(PHONE_375.width);
    }

    // Sign out is the row's last item.
    await menu.getByRole('button', { name: 'Sign out' }).tap();
    await page.waitForURL((u) => u.pathname === '/');
    await eventually(() => page.getByTestId('account-link').getAttribute('aria-label')).toBe('Sign in');
  });
});
