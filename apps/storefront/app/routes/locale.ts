/**
 * `POST /locale`: the country/language switcher's target. Validates the country (one of the eight,
 * case-insensitive) and the language (one the country offers, else its default), sets the `locale`
 * and `lng_<country>` cookies (1 year, path /, SameSite Lax) and redirects back to a same-origin
 * return path with the language query the new site needs. On a site chosen by its host name the
 * switch goes to the other country's own domain instead (allow-listed external navigation).
 * `GET /locale` shows the country sites (the welcome screen).
 */
import { data, redirect } from 'react-router';
import { COOKIE, LOCALE_COOKIE_MAX_AGE, languageCookieName } from '@blush/shared/locale';
import { type CountryCode, type Language, MARKETS, defaultLanguage, offersLanguage, parseCountry, parseLanguage } from '@blush/shared/markets';
import { errorMessage } from '@blush/shared/errors';
import type { Route } from './+types/locale';
import { serializeCookie } from '../lib/cookies.ts';
import { localizeHref, safeReturnPath } from '../lib/locale.ts';
import { isSecureRequest } from '../lib/locale-middleware.server.ts';
import { requestLocale } from '../lib/request-context.server.ts';
import { checkNavigation } from '../lib/safe-navigation.ts';

export function loader() {
  return redirect('/welcome');
}

function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

export interface LocaleChoice {
  country: CountryCode;
  language: Language;
}

/** `site=TH-th` (the switcher's buttons) or `country=TH&language=th`. */
export function parseLocaleChoice(form: FormData): LocaleChoice | null {
  const [siteCountry, siteLanguage] = (field(form, 'site') ?? '').split('-');
  const country = parseCountry(field(form, 'country') ?? siteCountry);
  if (!country) return null;
  const requested = parseLanguage(field(form, 'language') ?? siteLanguage);
  const language = requested && offersLanguage(country, requested) ? requested : defaultLanguage(country);
  return { country, language };
}

export async function action({ request, context }: Route.ActionArgs) {
  const current = requestLocale(context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: errorMessage('invalid_country', current.language) }, { status: 400 });
  }
  const choice = parseLocaleChoice(form);
  if (!choice) throw data({ message: errorMessage('invalid_country', current.language) }, { status: 400 });

  const back = safeReturnPath(field(form, 'return_to'));
  const target = localizeHref(back, { ...choice, countrySource: 'cookie' });
  const cookieOptions = { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'Lax' as const, secure: isSecureRequest(request) };
  const headers = new Headers();
  headers.append('Set-Cookie', serializeCookie(COOKIE.locale, choice.country, cookieOptions));
  headers.append('Set-Cookie', serializeCookie(languageCookieName(choice.country), choice.language, cookieOptions));

  if (current.countrySource === 'host' && choice.country !== current.country) {
    const other = checkNavigation(`https://${MARKETS[choice.country].domain}${target}`);
    if (other.ok) return redirect(other.href, { status: 303, headers });
  }
  return redirect(target, { status: 303, headers });
}
