/**
 * Journey: erasing a member's personal data on request (issue 21 item 5, docs/decisions/0033). A
 * member joins in Singapore and signs in to the storefront; the demo customer-service staff member
 * opens the member in the back office, chooses "Erase personal data" in the danger zone, types the
 * member's e-mail and a reason in the alert dialog (keyboard only) and erases; the page shows the
 * erased member. The member's storefront session is gone and signing in again is refused. Axe checks
 * the dialog and the erased member's page.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { staffSignIn } from './support/staff.ts';
import { useSite } from './support/site.ts';
import { axeViolations } from './support/axe.ts';
import { EN_SIGN_IN, createSandboxMember, expectHeading, signIn as memberSignIn } from './support/account.ts';

describe('back office: erasing a member', () => {
  const browser = useBrowser();

  it('customer service erases a member who asked; the member can no longer sign in on the storefront', async () => {
    const member = await createSandboxMember(browser.baseUrl(), { tier: 'pink', country: 'SG', language: 'en', first_name: 'Ines' });

    // The member is signed in on the storefront.
    const shopper = await browser.page();
    await useSite(shopper.context(), browser.baseUrl(), 'SG', 'en');
    await shopper.goto(`/sign_in?return_to=${encodeURIComponent('/account/points')}`);
    expect(await memberSignIn(shopper, member.email, member.password, EN_SIGN_IN)).toBe(200);
    await shopper.waitForURL((u) => u.pathname === '/account/points');
    await expectHeading(shopper, 'Points summary');

    const page = await browser.page();
    await page.goto(`/admin/members/${member.id}`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
    await staffSignIn(page, 'care@staff.blush.example');
    await page.getByRole('heading', { level: 1, name: /^Ines/ }).waitFor();

    // The danger zone's alert dialog, by keyboard: the confirmation field has the focus.
    const zone = page.getByRole('region', { name: 'Danger zone' });
    await zone.getByRole('button', { name: 'Erase personal data' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: /^Erase the personal data of Ines/ });
    await dialog.waitFor();
    const confirm = dialog.getByLabel("Type the member's e-mail address to confirm");
    expect(await confirm.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page), 'erase dialog').toEqual([]);
    await page.screenshot({ path: '/tmp/hm/member-erase-dialog.png' });
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Member asked by e-mail, ticket 5120');
    await page.keyboard.press('Enter');

    await page.getByText('Done: the personal data was erased (0 orders anonymised, 0 bookings cancelled).').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Erased member' }).waitFor();
    expect(await page.getByRole('region', { name: 'Profile' }).innerText()).not.toContain(member.email);
    expect(await page.getByRole('region', { name: 'Danger zone' }).count()).toBe(0);
    expect(await axeViolations(page), 'erased member page').toEqual([]);
    await page.screenshot({ path: '/tmp/hm/member-erased.png', fullPage: true });

    // On the storefront: the session is gone, and signing in again is refused.
    await shopper.goto('/account/points');
    await shopper.waitForURL((u) => u.pathname === '/sign_in');
    expect(await memberSignIn(shopper, member.email, member.password, EN_SIGN_IN)).toBe(401);
  });
});
