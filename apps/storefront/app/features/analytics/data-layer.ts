/**
 * The tag-manager data layer (product guide §7): `window.dataLayer`, an array the tag manager
 * reads when it loads and watches afterwards. `page_viewed` carries the page URL, the user record,
 * an empty cart and the site record (product guide §3).
 */
import type { AnalyticsSiteRecord, AnalyticsUserRecord, PageViewedEvent } from '@blush/shared/analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Query parameters that may carry a secret (reset, confirmation and gift links): never sent on. */
const SECRET_PARAM = /token|code|key|sig|secret|password|email|hash/i;

/** The page URL as analytics may see it: no fragment, no parameter that may hold a secret. */
export function analyticsPageUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (SECRET_PARAM.test(name)) url.searchParams.delete(name);
  return url.toString();
}

export function pageViewedEvent(pageUrl: string, user: AnalyticsUserRecord, site: AnalyticsSiteRecord): PageViewedEvent {
  return { event: 'page_viewed', pageUrl, user, cart: {}, site };
}

export function pushPageViewed(event: PageViewedEvent): void {
  dataLayer().push(event);
}
