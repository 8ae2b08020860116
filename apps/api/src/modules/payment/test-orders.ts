/**
 * Orders to pay in tests: a variant of its own at a price, a guest's order for it in a country,
 * and the calls around paying it (start, read, sandbox, signed webhooks).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ApiContext } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { setOnlineStock } from '../catalog/test-stock.ts';

export const CARD = { expiry_month: 12, expiry_year: 2099, cvc: '123', name: 'Mei Tan' };
export const GOOD = { ...CARD, number: '4242 4242 4242 4242' };
export const DECLINED = { ...CARD, number: '4000 0000 0000 0002' };
export const CHALLENGE = { ...CARD, number: '4000 0000 0000 3220' };

export const COUNTRY = {
  SG: { callingCode: '+65', mobile: '91234567', address: { country: 'SG', line1: '1 Orchard Road', postcode: '238801' } },
  TH: { callingCode: '+66', mobile: '812345678', address: { country: 'TH', line1: '999 Rama I Road', district: 'Pathum Wan', city: 'Pathum Wan', region: 'Bangkok', postcode: '10330' } },
  ID: { callingCode: '+62', mobile: '81234567890', address: { country: 'ID', line1: 'Jl. Jenderal Sudirman 1', district: 'Senayan', city: 'Jakarta Selatan', region: 'Jakarta', postcode: '10270' } },
} as const;
export type Country = keyof typeof COUNTRY;

/**
 * The body of a guest's `POST /orders`: standard delivery to the country's test address, paid by
 * `method`, for the total the shopper saw. Each body its own e-mail (`prefix-…`): fraud screening
 * reviews or blocks many orders from one address.
 */
export function checkoutBody(total: number, options: { country?: Country; method?: string; prefix?: string; name?: [string, string] } = {}) {
  const { callingCode, mobile, address } = COUNTRY[options.country ?? 'SG'];
  const [firstName, lastName] = options.name ?? ['Mei', 'Tan'];
  return {
    email: `${options.prefix ?? 'payer'}-${randomUUID().slice(0, 8)}@example.com`,
    recipient: { first_name: firstName, last_name: lastName, calling_code: callingCode, mobile },
    delivery_option: 'standard',
    shipping_address: address,
    payment_method: options.method ?? 'card',
    expected_total: total,
  };
}

/** The helpers, bound to the test's API and database. */
export function paymentKit(ctx: () => ApiContext) {
  const db = () => ctx().database.db;
  const api = () => ctx().api;
  let n = 0;

  /** A variant of its own product, sold in the country at a price, with `stock` units. */
  async function variant(price: number, stock: number, country: Country): Promise<number> {
    n++;
    const [row] = await queryRows<{ id: number }>(db(), sql`
      select distinct on (p.id) v.id from variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
      where vm.available and vm.stock >= 1 and v.purchase_limit is null and b.purchase_limit is null
        and not p.non_discountable and not v.click_and_collect_only and not b.is_house and not ('app_exclusive' = any(p.badges))
        and not exists (select 1 from promotions pr where p.id = any(coalesce(pr.product_ids, '{}')))
      order by p.id, v.id limit 1 offset ${n * 3}`);
    await db().execute(sql`update variant_markets set price = ${price}, sale_price = null where variant_id = ${row!.id} and country = ${country}`);
    await setOnlineStock(db(), row!.id, country, stock);
    return Number(row!.id);
  }
  const stockOf = async (variantId: number, country: Country) =>
    Number((await queryRows<{ stock: number }>(db(), sql`select stock from variant_markets where variant_id = ${variantId} and country = ${country}`))[0]!.stock);

  /** A guest's order in `country`, paid by `method`, for one unit of a variant at `price`. */
  async function order(country: Country, method: string, price: number, options: { jar?: CookieJar; language?: string } = {}) {
    const jar = options.jar ?? new CookieJar();
    const v = await variant(price, 5, country);
    expect((await call(api(), 'POST', '/cart/line-items', { jar, body: { variant_id: v, quantity: 1 }, country })).statusCode).toBeLessThan(300);
    const bag = (await call(api(), 'GET', '/cart', { jar, country })).json().bag;
    const response = await call(api(), 'POST', '/orders', {
      jar,
      country,
      language: options.language ?? 'en',
      headers: { 'idempotency-key': randomUUID() },
      body: checkoutBody(bag.summary.total.amount, { country, method }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { jar, order: response.json().order as { id: string; number: string; summary: { total: { amount: number; currency: string } } }, variant: v };
  }

  const pay = (jar: CookieJar, orderId: string, body: Record<string, unknown>, country: Country = 'SG', language = 'en', headers: Record<string, string> = {}) =>
    call(api(), 'POST', `/orders/${orderId}/payments`, { jar, body, country, language, headers });
  const paymentOf = (jar: CookieJar, orderId: string, country: Country = 'SG', language = 'en') => call(api(), 'GET', `/orders/${orderId}/payment`, { jar, country, language });
  const orderStatus = async (jar: CookieJar, orderId: string, country: Country = 'SG') => (await call(api(), 'GET', `/orders/${orderId}`, { jar, country })).json().order.status;
  const sandbox = (paymentId: string, action: string, body?: unknown) => call(api(), 'POST', `/sandbox/payments/${paymentId}/${action}`, body === undefined ? {} : { body });
  const paidEvents = async (orderId: string) =>
    Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from order_events where order_id = ${orderId} and type = 'paid'`))[0]!.n);
  const webhookSecret = async () => (await queryRows<{ s: string }>(db(), sql`select webhook_secret as s from gateway_accounts where id = 'default'`))[0]!.s;
  const webhook = (body: string, signature: string | undefined) =>
    api().inject({ method: 'POST', url: '/api/web/v1/payments/webhook', headers: { 'content-type': 'application/json', ...(signature ? { 'blush-signature': signature } : {}) }, payload: body });
  return { db, api, variant, stockOf, order, pay, paymentOf, orderStatus, sandbox, paidEvents, webhookSecret, webhook };
}
