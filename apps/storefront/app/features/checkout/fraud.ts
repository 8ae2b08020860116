/**
 * Fraud screening at checkout (product guide §1, §7: "a fraud-prevention script is loaded using the
 * layout's site id and its token is exposed"). The built-in screening has no script to load: the
 * token is made here, from a random device id kept in `localStorage` (the same browser over
 * time) and a nonce per browser session, and sent with the order as `fraud_token`.
 *
 * To use a real provider, replace `loadFraudScreening` with a loader of its script (a `<script>`
 * with the site id, resolved once the provider's global is there) whose `token()` asks the
 * provider; the checkout only calls `loadFraudScreening(siteId)` and `token()`.
 */

export interface FraudScreening {
  siteId: string;
  /** The token to send with the order (at most 500 characters, as `fraud_token` allows). */
  token: () => string;
}

const DEVICE_KEY = 'blush.fraud.device';
const SESSION_KEY = 'blush.fraud.session';

/** 128 random bits as 32 hex digits. */
function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A value kept in `storage` under `key`, made once; in memory only where storage is refused (private modes). */
function kept(storage: () => Storage, key: string, memory: Map<string, string>): string {
  try {
    const store = storage();
    const existing = store.getItem(key);
    if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
    const value = randomId();
    store.setItem(key, value);
    return value;
  } catch {
    let value = memory.get(key);
    if (!value) {
      value = randomId();
      memory.set(key, value);
    }
    return value;
  }
}

const memory = new Map<string, string>();
const loaded = new Map<string, Promise<FraudScreening>>();

/** The site id as it may appear in a token. */
const cleanSiteId = (siteId: string) => siteId.replace(/[^\w-]/g, '').slice(0, 64) || 'builtin';

/**
 * Load the screening client for `siteId` once per page (the built-in one is ready at once). Its
 * promise never rejects for the built-in client; a script loader may reject, and the checkout then
 * places the order without a token.
 */
export function loadFraudScreening(siteId: string): Promise<FraudScreening> {
  let client = loaded.get(siteId);
  if (!client) {
    const site = cleanSiteId(siteId);
    client = Promise.resolve({
      siteId,
      token: () => `v1.${site}.${kept(() => localStorage, DEVICE_KEY, memory)}.${kept(() => sessionStorage, SESSION_KEY, memory)}`,
    });
    loaded.set(siteId, client);
  }
  return client;
}

/** Tests: forget the loaded clients. */
export function resetFraudScreening(): void {
  loaded.clear();
  memory.clear();
}
