/**
 * Page-view analytics in the browser (issue 19), a chunk of its own that `AnalyticsMount` imports
 * after hydration, so none of it is first-load JavaScript.
 *
 * On every page view where analytics may run (root data `analyticsEnabled`: never the bag,
 * checkout, orders, sandbox or a preview), and only as the visitor's consent allows:
 * - analytics or marketing: `page_viewed` goes into `window.dataLayer` (the tag manager's input),
 *   and the tag manager's script is loaded once if a container id is set;
 * - analytics: the page view also goes to our first-party collector, under the random visitor id
 *   of the `blush_vid` cookie (made on the first send, deleted when consent is withdrawn).
 */
import { ANALYTICS_VISITOR_COOKIE, type AnalyticsUserRecord, siteRecord } from '@blush/shared/analytics';
import { analyticsUserResponseSchema } from '@blush/shared/analytics-contracts';
import type { CountryCode, Language } from '@blush/shared/markets';
import { browserTransport, createBrowserApi } from '../../lib/api-client.ts';
import type { DeviceFlags } from '../../lib/device.ts';
import { readCookie, readSessionCookie } from '../../lib/jwt-data.ts';
import { sessionSubject } from '../../lib/session.ts';
import { type ConsentState, clearCookie, hasConsent, readConsent, subscribeConsent } from '../consent/consent.ts';
import { analyticsPageUrl, dataLayer, pageViewedEvent, pushPageViewed } from './data-layer.ts';

export interface PageView {
  href: string;
  country: CountryCode;
  language: Language;
  device: DeviceFlags;
  containerId: string | null;
}

const VISITOR_MAX_AGE = 365 * 24 * 60 * 60;

// ── The user record: fetched once per signed-in member, `{}` for a guest ──────────────────────
let userCache: { subject: string; record: Promise<AnalyticsUserRecord> } | null = null;

function userRecord(view: PageView): Promise<AnalyticsUserRecord> {
  const subject = sessionSubject(readSessionCookie() ?? null);
  if (!subject) return Promise.resolve({});
  if (userCache?.subject !== subject) {
    const api = createBrowserApi({ country: view.country, language: view.language });
    const record = api
      .get('/analytics/user', { schema: analyticsUserResponseSchema })
      .then((r) => r.user)
      // A failed look-up leaves the record empty rather than losing the page view.
      .catch(() => ({}));
    userCache = { subject, record };
  }
  return userCache.record;
}

// ── The first-party visitor id and collector ─────────────────────────────────────────────────
function visitorId(): string {
  const existing = readCookie(ANALYTICS_VISITOR_COOKIE);
  if (existing && /^[a-z0-9]{16}$/.test(existing)) return existing;
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ANALYTICS_VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_MAX_AGE}; SameSite=Lax${secure}`;
  return id;
}

function sendToCollector(view: PageView): void {
  const url = new URL(view.href);
  const body = {
    visitor_id: visitorId(),
    country: view.country,
    language: view.language,
    layout: view.device.layout,
    events: [{ name: 'page_viewed', path: `${url.pathname}${url.search}`.slice(0, 512) }],
  };
  const api = createBrowserApi({ country: view.country, language: view.language }, browserTransport);
  // Analytics never disturbs the page: a refused or failed post is dropped.
  api.send('POST', '/analytics/events', body).catch(() => undefined);
}

// ── The tag manager ──────────────────────────────────────────────────────────────────────────
let tagManagerLoaded = false;

/** Google's consent mode: the tag manager's tags read these before they store or send anything. */
function gtag(..._args: unknown[]): void {
  // The tag manager wants the `arguments` object itself in the data layer.
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

function consentMode(state: ConsentState | null, command: 'default' | 'update'): void {
  const granted = (on: boolean) => (on ? 'granted' : 'denied');
  const analytics = hasConsent(state, 'analytics');
  const marketing = hasConsent(state, 'marketing');
  gtag('consent', command, {
    analytics_storage: granted(analytics),
    ad_storage: granted(marketing),
    ad_user_data: granted(marketing),
    ad_personalization: granted(marketing),
  });
}

/** The page's CSP nonce: the browser hides the attribute but keeps the property. */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

function loadTagManager(containerId: string, state: ConsentState): void {
  if (tagManagerLoaded) return;
  tagManagerLoaded = true;
  consentMode(state, 'default');
  const script = document.createElement('script');
  script.async = true;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  if (containerId.startsWith('GTM-')) {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  } else {
    gtag('js', new Date());
    gtag('config', containerId, { send_page_view: false });
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(containerId)}`;
  }
  document.head.appendChild(script);
}

// ── Consent changes ──────────────────────────────────────────────────────────────────────────
let listening = false;

function followConsent(): void {
  if (listening) return;
  listening = true;
  subscribeConsent((state) => {
    if (!state.analytics) clearCookie(ANALYTICS_VISITOR_COOKIE);
    if (tagManagerLoaded) consentMode(state, 'update');
  });
}

/** One page view: the data layer, the tag manager and the collector, as consent allows. */
export async function trackPageView(view: PageView): Promise<void> {
  followConsent();
  const consent = readConsent();
  const analytics = hasConsent(consent, 'analytics');
  const marketing = hasConsent(consent, 'marketing');
  if (!consent || (!analytics && !marketing)) return;
  if (analytics) sendToCollector(view);
  const user = await userRecord(view);
  // Consent may have been withdrawn while the record was fetched.
  const now = readConsent();
  if (!hasConsent(now, 'analytics') && !hasConsent(now, 'marketing')) return;
  pushPageViewed(pageViewedEvent(analyticsPageUrl(view.href), user, siteRecord(view.country, view.language, view.device)));
  if (view.containerId && now) loadTagManager(view.containerId, now);
}

/** Tests: forget what this module remembers between page views. */
export function resetAnalyticsClient(): void {
  userCache = null;
  tagManagerLoaded = false;
}
