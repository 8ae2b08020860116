import { randomUUID } from 'node:crypto';
import vm from 'node:vm';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { paymentKit } from '../payment/test-orders.ts';
import { VELOCITY, builtinScreening } from './service.ts';
import { FRAUD_SCRIPT_PATH, fraudScriptUrl } from './script.ts';

/** A browser tab as far as the script sees one: its storages, crypto, `window.ftrToken` and the events it sends. */
function runInTab(source: string, localStorage = new Map<string, string>()) {
  const storage = (map: Map<string, string>) => ({ getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) });
  const events: Array<{ type: string; detail: unknown }> = [];
  class CustomEvent {
    type: string;
    detail: unknown;
    constructor(type: string, init: { detail?: unknown }) {
      this.type = type;
      this.detail = init.detail;
    }
  }
  const window: Record<string, unknown> = { localStorage: storage(localStorage), sessionStorage: storage(new Map()), crypto: globalThis.crypto };
  const document = { dispatchEvent: (event: { type: string; detail: unknown }) => events.push({ type: event.type, detail: event.detail }) };
  vm.runInNewContext(source, { window, document, CustomEvent, Uint8Array });
  return { token: window.ftrToken as string, events };
}

describeApi(
  'built-in fraud-prevention script',
  (ctx) => {
    const api = () => ctx().api;
    const db = () => ctx().database.db;
    const kit = paymentKit(ctx);

    it('serves a script for a site id that makes a device token and exposes it as window.ftrToken and an ftr:tokenReady event', async () => {
      const response = await call(api(), 'GET', '/fraud/script.js?site=blush-web-apac');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');

      const device = new Map<string, string>();
      const first = runInTab(response.body, device);
      expect(first.token).toMatch(/^v1\.blush-web-apac\.[0-9a-f]{32}\.[0-9a-f]{32}$/);
      expect(first.events).toEqual([{ type: 'ftr:tokenReady', detail: first.token }]);
      // The same browser later (a new session): the same device, another session part.
      const later = runInTab(response.body, device);
      expect(later.token.split('.')[2]).toBe(first.token.split('.')[2]);
      expect(later.token.split('.')[3]).not.toBe(first.token.split('.')[3]);
    });

    it('refuses a site id that is not one', async () => {
      expect((await call(api(), 'GET', '/fraud/script.js?site=%3Cscript%3E')).statusCode).toBe(400);
      expect((await call(api(), 'GET', '/fraud/script.js')).statusCode).toBe(400);
    });

    it('names the script of the layout’s site id at checkout, and the token it makes reaches the order and the screening', async () => {
      const checkout = (await call(api(), 'GET', '/checkout', { jar: new CookieJar(), country: 'SG' })).json();
      expect(checkout.fraudSiteId).toBe('blush-web-apac');
      expect(checkout.fraudScriptUrl).toBe(`${FRAUD_SCRIPT_PATH}?site=blush-web-apac`);
      const script = await call(api(), 'GET', checkout.fraudScriptUrl.replace('/api/web/v1', ''));
      const { token } = runInTab(script.body);

      // Orders from one device with different e-mails: the screening counts them by the token.
      const ids: string[] = [];
      for (let i = 0; i < VELOCITY.review; i += 1) {
        const jar = new CookieJar();
        const variant = await kit.variant(20_00, 5, 'SG');
        await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: variant, quantity: 1 }, country: 'SG' });
        const bag = (await call(api(), 'GET', '/cart', { jar, country: 'SG' })).json().bag;
        const placed = await call(api(), 'POST', '/orders', {
          jar,
          country: 'SG',
          headers: { 'idempotency-key': randomUUID() },
          body: {
            email: `device.${i}.${Date.now()}@example.com`,
            recipient: { first_name: 'Mei', last_name: 'Tan', calling_code: '+65', mobile: '91234567' },
            delivery_option: 'standard',
            shipping_address: { country: 'SG', line1: '1 Orchard Road', postcode: '238801' },
            payment_method: 'card',
            expected_total: bag.summary.total.amount,
            fraud_token: token,
          },
        });
        expect(placed.statusCode).toBe(201);
        ids.push(placed.json().order.id);
      }
      const rows = await queryRows<{ fraud_token: string }>(db(), sql`select fraud_token from orders where id::text in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      expect(rows.map((r) => r.fraud_token)).toEqual(ids.map(() => token));

      const next = { orderId: randomUUID(), country: 'SG' as const, email: 'someone.else@example.com', total: 20_00, shippingCountry: 'SG', billingCountry: 'SG', placedAt: new Date() };
      expect(await builtinScreening.screen(db(), { ...next, deviceToken: token })).toEqual({ decision: 'review', reasons: ['velocity'] });
      expect(await builtinScreening.screen(db(), { ...next, deviceToken: 'v1.blush-web-apac.another' })).toEqual({ decision: 'accept', reasons: [] });
    });
  },
  { products: 40 },
);

it('points at a vendor’s script when FRAUD_SCRIPT_URL is set, the site id filled in', () => {
  expect(fraudScriptUrl('blush web', 'https://cdn.vendor.example/{siteId}/script.js')).toBe('https://cdn.vendor.example/blush%20web/script.js');
  expect(fraudScriptUrl('blush-web-apac')).toBe('/api/web/v1/fraud/script.js?site=blush-web-apac');
});
