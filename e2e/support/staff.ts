/** Back-office staff in journeys: the demo staff (apps/api/seed/staff.ts) signing in as a person does. */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { base32Decode, totpAt } from '../../apps/api/src/modules/staff/totp.ts';
import { DEMO_STAFF_PASSWORD, demoTotpSecret } from '../../apps/api/seed/staff.ts';

const STEP_MS = 30_000;
/** The last authenticator step each demo staff member signed in with, per shop: shared by every journey file of a run. */
const USED = path.join(tmpdir(), 'blush-e2e-staff-steps.json');

function usedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(USED, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A step whose code the server has not accepted yet for this person. It never takes a code twice
 * (decision 0029), and takes one step either side of its clock: the current step if unused, else
 * the next; when both are used (a third sign-in within the same 30 s), wait for the next step to begin.
 */
async function freshStep(key: string): Promise<number> {
  const used = usedSteps()[key] ?? -Infinity;
  let now = Math.floor(Date.now() / STEP_MS);
  if (used >= now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (used * STEP_MS) - Date.now() + 100));
    now = Math.floor(Date.now() / STEP_MS);
  }
  const step = Math.max(now, used + 1);
  writeFileSync(USED, JSON.stringify({ ...usedSteps(), [key]: step }));
  return step;
}

/** On the back office's sign-in page: the password, then a code of the authenticator the server has not seen. */
export async function staffSignIn(page: Page, email: string): Promise<void> {
  const step = await freshStep(`${new URL(page.url()).origin} ${email}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code', { exact: true }).fill(totpAt(base32Decode(demoTotpSecret(email))!, step * STEP_MS));
  await page.getByRole('button', { name: 'Verify' }).click();
}
