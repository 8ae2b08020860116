/**
 * The built-in fraud-prevention script (product guide §1, §7: "a fraud-prevention script is loaded
 * using the layout's site id and its token is exposed"). The checkout loads it with the layout
 * config's site id; it makes a device token — a random device id kept in `localStorage` (the same
 * browser over time) and a nonce per browser session — and exposes it as a vendor's script does:
 * the global `window.ftrToken` and a `ftr:tokenReady` event on `document` whose `detail` is the
 * token. The checkout sends it with the order as `fraud_token`, which the screening
 * (`service.ts`) counts orders by. A hosted vendor's script replaces this one with FRAUD_SCRIPT_URL.
 */

/** Where the built-in script is served, under the API prefix. */
export const FRAUD_SCRIPT_ROUTE = '/fraud/script.js';
export const FRAUD_SCRIPT_PATH = `/api/web/v1${FRAUD_SCRIPT_ROUTE}`;
/** What a site id may be (it goes into a URL and the token). */
export const FRAUD_SITE_ID = /^[\w-]{1,100}$/;
export const FRAUD_TOKEN_EVENT = 'ftr:tokenReady';

/**
 * The script to load for `siteId`: the built-in one, or `template` (FRAUD_SCRIPT_URL, a vendor's
 * script address in which `{siteId}` is replaced) when set.
 */
export function fraudScriptUrl(siteId: string, template?: string): string {
  const site = encodeURIComponent(siteId);
  return template ? template.replaceAll('{siteId}', site) : `${FRAUD_SCRIPT_PATH}?site=${site}`;
}

/** The script's source for one site id (checked against FRAUD_SITE_ID by the route). */
export function fraudScriptSource(siteId: string): string {
  return `/* Blush built-in fraud prevention, site ${siteId} */
(function () {
  'use strict';
  if (typeof window.ftrToken === 'string') return;
  var site = ${JSON.stringify(siteId)};
  var memory = {};
  function random() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    var hex = '';
    for (var i = 0; i < bytes.length; i += 1) hex += (bytes[i] + 256).toString(16).slice(1);
    return hex;
  }
  // A value kept in the storage under the key, made once; in memory where storage is refused.
  function kept(storage, key) {
    try {
      var store = window[storage];
      var value = store.getItem(key);
      if (value && /^[0-9a-f]{32}$/.test(value)) return value;
      value = random();
      store.setItem(key, value);
      return value;
    } catch (error) {
      return memory[key] || (memory[key] = random());
    }
  }
  var token = 'v1.' + site + '.' + kept('localStorage', 'blush.fraud.device') + '.' + kept('sessionStorage', 'blush.fraud.session');
  window.ftrToken = token;
  document.dispatchEvent(new CustomEvent(${JSON.stringify(FRAUD_TOKEN_EVENT)}, { detail: token }));
})();
`;
}
