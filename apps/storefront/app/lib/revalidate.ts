import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { LOCALE_QUERY_KEYS } from './locale.ts';

/**
 * For loaders whose data depends only on the locale (root, default layout): reload after a form
 * submission or when the locale query changes, not on every navigation.
 */
export function revalidateOnLocaleChange({ formMethod, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return true;
  return LOCALE_QUERY_KEYS.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key));
}
