/** The root loader's data as every component sees it, and hooks over it. */
import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { formatLocaleTag } from '@blush/shared/locale';
import { type Money, formatMoney } from '@blush/shared/money';
import { DEFAULT_COUNTRY, defaultLanguage } from '@blush/shared/markets';
import type { DeviceFlags } from './device.ts';
import type { ErrorReporterConfig } from '@blush/shared/error-reporter';
import type { Messages } from './i18n.ts';
import { type ClientErrorCode, type ClientErrorMessages, fillMessage } from './client-errors.ts';
import { type SiteLocale, localizeHref } from './locale.ts';

export interface RootData {
  locale: SiteLocale;
  messages: Messages;
  /** "Blush Singapore", "Blush ไทย" … */
  siteTitle: string;
  description: string;
  /** Catalogue messages the browser shows itself, in the page language. */
  errors: ClientErrorMessages;
  /** Page-view analytics may run: false in preview and on the bag and order pages (product guide §2, §6). */
  analyticsEnabled: boolean;
  /** The error reporter's settings (decision 0025); null: no reporter (no valid key). */
  errorReporter: ErrorReporterConfig | null;
  /** From the user agent; the browser refines them (`useDeviceFlags`, product guide §3). */
  device: DeviceFlags;
  /** The tag manager's container id (product guide §5); null: no tag manager. */
  analyticsContainerId: string | null;
  /** The request carried no valid consent cookie: the consent banner is server-rendered (features/consent). */
  consentUndecided?: boolean;
}

const FALLBACK_LOCALE: SiteLocale = {
  country: DEFAULT_COUNTRY,
  language: defaultLanguage(DEFAULT_COUNTRY),
  countrySource: 'default',
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useSiteLocale(): SiteLocale {
  return useRootData()?.locale ?? FALLBACK_LOCALE;
}

export function useSite() {
  const data = useRootData();
  const locale = data?.locale ?? FALLBACK_LOCALE;
  return {
    locale,
    /** The tag dates and numbers are written with (day-month on every English site). */
    tag: formatLocaleTag(locale.language, locale.country),
    siteTitle: data?.siteTitle ?? 'Blush',
  };
}

/** `href` with the locale query the current site needs (see `localizeHref`). */
export function useLocalizedHref(): (href: string) => string {
  const locale = useSiteLocale();
  return useCallback((href: string) => localizeHref(href, locale), [locale]);
}

export function useFormatMoney(): (money: Money) => string {
  const { language, country } = useSiteLocale();
  return useCallback((money: Money) => formatMoney(money, language, country), [language, country]);
}

/** A catalogue message (product guide §8) in the page language, placeholders filled. */
export function useErrorMessage(): (code: ClientErrorCode, params?: Readonly<Record<string, string | number>>) => string {
  const errors = useRootData()?.errors;
  return useCallback((code, params) => fillMessage(errors?.[code] ?? code, params), [errors]);
}
