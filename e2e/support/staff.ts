/** Back-office staff in journeys: the demo staff (apps/api/seed/staff.ts) signing in as a person does. */
import type { Page } from 'playwright-core';
import { base32Decode, totpAt } from '../../apps/api/src/modules/staff/totp.ts';
import { DEMO_STAFF_PASSWORD, demoTotpSecret } from '../../apps/api/seed/staff.ts';

/**
 * On the back office's sign-in page: the password, then the authenticator's code. A code is never
 * accepted twice, so a second sign-in of the same person within one 30-second step passes `step` 1:
 * the next step's code, which the server also accepts (one step either side).
 */
export async function staffSignIn(page: Page, email: string, step = 0): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code', { exact: true }).fill(totpAt(base32Decode(demoTotpSecret(email))!, Date.now() + step * 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
}
