/**
 * The fraud-prevention script at checkout (product guide §1, §7: "a fraud-prevention script is
 * loaded using the layout's site id and its token is exposed"). The checkout loads the script the
 * API names (`fraudScriptUrl`: the API's built-in one with the layout config's site id, or a hosted
 * vendor's, FRAUD_SCRIPT_URL) and only there; the script makes the device token and exposes it as
 * `window.ftrToken` and an `ftr:tokenReady` event on `document`, as vendors' scripts do. The
 * checkout sends the token with the order as `fraud_token`; without one (the script blocked, slow
 * or failing) the order is placed without it, and the screening judges it on the rest.
 */

export interface FraudScreening {
  siteId: string;
  /** The token to send with the order (at most 500 characters, as `fraud_token` allows). */
  token: () => string;
}

export const FRAUD_TOKEN_EVENT = 'ftr:tokenReady';
/** How long the checkout waits for the script before it places orders without a token. */
export const FRAUD_SCRIPT_TIMEOUT_MS = 10_000;

declare global {
  interface Window {
    ftrToken?: string;
  }
}

const loaded = new Map<string, Promise<FraudScreening>>();

const currentToken = (fallback: string) => (typeof window.ftrToken === 'string' ? window.ftrToken : fallback).slice(0, 500);

/**
 * Load the script once per page and resolve when its token is ready; rejects when the script fails
 * to load or sends no token within the timeout.
 */
export function loadFraudScreening(siteId: string, scriptUrl: string, timeoutMs: number = FRAUD_SCRIPT_TIMEOUT_MS): Promise<FraudScreening> {
  let client = loaded.get(scriptUrl);
  if (client) return client;
  client = new Promise<FraudScreening>((resolve, reject) => {
    const ready = (token: string) => resolve({ siteId, token: () => currentToken(token) });
    if (typeof window.ftrToken === 'string') {
      ready(window.ftrToken);
      return;
    }
    const onReady = (event: Event) => {
      clearTimeout(timer);
      const detail = (event as CustomEvent<unknown>).detail;
      const token = typeof detail === 'string' ? detail : window.ftrToken;
      if (typeof token === 'string' && token) ready(token);
      else reject(new Error('The fraud-prevention script sent no token'));
    };
    const fail = (message: string) => {
      document.removeEventListener(FRAUD_TOKEN_EVENT, onReady);
      reject(new Error(message));
    };
    document.addEventListener(FRAUD_TOKEN_EVENT, onReady, { once: true });
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.fraudSiteId = siteId;
    script.addEventListener('error', () => {
      clearTimeout(timer);
      fail('The fraud-prevention script did not load');
    });
    // Declared after the handlers that clear it: they run only once the script is on the page.
    const timer = setTimeout(() => fail('The fraud-prevention script sent no token in time'), timeoutMs);
    document.head.append(script);
  });
  loaded.set(scriptUrl, client);
  // A failed load may be tried again by a later checkout visit.
  client.catch(() => loaded.delete(scriptUrl));
  return client;
}

/** Tests: forget the loaded scripts and the token. */
export function resetFraudScreening(): void {
  loaded.clear();
  delete window.ftrToken;
  document.querySelectorAll('script[data-fraud-site-id]').forEach((script) => script.remove());
}
