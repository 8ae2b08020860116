/**
 * `POST /consent` (routes/consent.ts): the banner's buttons before the page's code has loaded, or
 * with JavaScript off. The banner is a plain form, so a tap on the server-rendered banner is never
 * lost; once hydrated the buttons do the same in the browser without leaving the page.
 *
 * - `choice=accept` / `reject`: everything optional on / off; `choice=save`: the settings'
 *   switches (`analytics=1`, `marketing=1` when on). The cookie is the one `saveConsent` writes.
 * - `choice=settings`: no cookie; back to the page with the settings open (`?consent=settings`).
 * - Back (303) to `return_to`, a same-origin path (anything else: the home page), without the
 *   settings request once a choice is made.
 */
import { safeReturnPath } from '../../lib/locale.ts';
import { ACCEPT_ALL, type ConsentChoice, REJECT_ALL, consentCookie, withSettingsRequest } from './consent.ts';

export interface ConsentFormOutcome {
  /** Where to send the visitor back (a same-origin path). */
  location: string;
  /** The Set-Cookie value; null when nothing was chosen (Settings). */
  cookie: string | null;
}

function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

function chosen(form: FormData): ConsentChoice | 'settings' | null {
  switch (field(form, 'choice')) {
    case 'accept':
      return ACCEPT_ALL;
    case 'reject':
      return REJECT_ALL;
    case 'save':
      return { analytics: field(form, 'analytics') === '1', marketing: field(form, 'marketing') === '1' };
    case 'settings':
      return 'settings';
    default:
      return null;
  }
}

/** What a submitted banner asks for; null for a form that is not the banner's (no change). */
export function consentFormOutcome(form: FormData, secure: boolean): ConsentFormOutcome | null {
  const choice = chosen(form);
  if (!choice) return null;
  const back = safeReturnPath(field(form, 'return_to'));
  if (choice === 'settings') return { location: withSettingsRequest(back, true), cookie: null };
  return { location: withSettingsRequest(back, false), cookie: consentCookie(choice, secure) };
}
