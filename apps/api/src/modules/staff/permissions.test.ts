/**
 * Generated from the permission table (docs/decisions/0029): every role is refused every action
 * outside its row and allowed every action in it, through the same guard every admin route runs;
 * the admin routes that exist today answer the refused roles 403 with the translated message and
 * change nothing; a store manager acts only in their stores.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { type PERMISSIONS, STAFF_ACTIONS, STAFF_ROLES, type StaffRole, roleAllows } from '@blush/shared/staff-permissions';
import { errorMessage } from '@blush/shared/errors';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { localePlugin } from '../../plugins/locale.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { adminApi } from '../../admin/admin-api.ts';
import { requirePermission, staffOf } from './guard.ts';
import { type CookieJar, DEMO_STAFF, adminCall, signInStaff } from './test-helpers.ts';

const ANY_ORDER = '00000000-0000-4000-8000-000000000000';

/** The admin routes of each action that exist so far, each with a request that would change something or read. */
const ROUTES: Partial<Record<keyof typeof PERMISSIONS, Array<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; body?: (id: string) => unknown }>>> = {
  'staff.manage': [
    { method: 'GET', url: '/staff' },
    { method: 'POST', url: '/staff', body: () => ({ email: `refused-${Math.random().toString(36).slice(2)}@staff.blush.example`, name: 'X', password: 'Long#Password1', roles: ['administrator'] }) },
    { method: 'PATCH', url: '/staff/:id', body: () => ({ version: 1, roles: ['administrator'] }) },
    { method: 'GET', url: '/staff/:id/api-tokens' },
    { method: 'POST', url: '/staff/:id/api-tokens', body: () => ({ name: 'refused' }) },
  ],
  'audit.read': [{ method: 'GET', url: '/audit' }],
  // The back office's orders: an order id that need not exist, since the guard answers before the handler looks.
  'orders.read': [{ method: 'GET', url: '/orders' }, { method: 'GET', url: `/orders/${ANY_ORDER}` }],
  'fraud.review': [{ method: 'POST', url: `/orders/${ANY_ORDER}/fraud-review`, body: () => ({ decision: 'block', version: 1 }) }],
  'orders.fulfil': [{ method: 'POST', url: `/orders/${ANY_ORDER}/fulfilment`, body: () => ({ step: 'packed', version: 1 }) }],
  'orders.cancel': [{ method: 'POST', url: `/orders/${ANY_ORDER}/cancel`, body: () => ({ reason: 'refused', version: 1 }) }],
  'orders.refund': [{ method: 'POST', url: `/orders/${ANY_ORDER}/refunds`, body: () => ({ amount: 100, reason: 'refused' }) }],
  'orders.resend_email': [{ method: 'POST', url: `/orders/${ANY_ORDER}/emails`, body: () => ({ email: 'order_confirmation' }) }],
  // Members, points and reviews: likewise a member and a review that need not exist.
  'members.read': [{ method: 'GET', url: '/members?q=lin' }, { method: 'GET', url: `/members/${ANY_ORDER}` }],
  'members.write': [{ method: 'POST', url: `/members/${ANY_ORDER}/unlock` }, { method: 'POST', url: `/members/${ANY_ORDER}/emails`, body: () => ({ email: 'password_reset' }) }],
  'points.adjust': [{ method: 'POST', url: `/members/${ANY_ORDER}/points-adjustments`, body: () => ({ points: 500, reason: 'refused' }) }],
  'giftcards.manage': [
    { method: 'GET', url: '/gift-cards?q=1234' },
    { method: 'GET', url: '/gift-cards/1' },
    { method: 'POST', url: '/gift-cards', body: () => ({ country: 'SG', amount: 50_00, recipient_name: 'X', recipient_email: 'refused@example.com', reason: 'refused' }) },
    { method: 'POST', url: '/gift-cards/1/void', body: () => ({ reason: 'refused' }) },
    { method: 'POST', url: '/gift-cards/1/adjustments', body: () => ({ amount: -100, reason: 'refused' }) },
  ],
  'experiments.manage': [
    { method: 'GET', url: '/experiments' },
    { method: 'POST', url: '/experiments/flags/home_hero', body: () => ({ site: 'blushdemo1', environment: 'production', enabled: true, version: 0 }) },
  ],
  'credit.manage': [
    { method: 'GET', url: `/store-credit?member=${ANY_ORDER}` },
    { method: 'POST', url: '/store-credit/adjustments', body: () => ({ member_id: ANY_ORDER, country: 'SG', amount: 100, reason: 'refused' }) },
  ],
  'members.erase': [{ method: 'GET', url: `/members/${ANY_ORDER}/export` }, { method: 'POST', url: `/members/${ANY_ORDER}/erase`, body: () => ({ confirm_email: 'refused@example.com', reason: 'refused' }) }],
  'tier.override': [{ method: 'POST', url: `/members/${ANY_ORDER}/tier-override`, body: () => ({ tier: 'gold', reason: 'refused', ends_on: '2099-01-01' }) }],
  'reviews.moderate': [
    { method: 'GET', url: '/reviews' },
    { method: 'POST', url: '/reviews/1/publish' },
    { method: 'POST', url: '/reviews/1/reject', body: () => ({ reason: 'refused' }) },
  ],
  // Prices and stock: a SKU that need not exist, and files that would change something if let through.
  'catalog.read': [
    { method: 'GET', url: '/catalog/variants?q=lip' },
    { method: 'GET', url: '/catalog/prices/export.csv' },
    { method: 'GET', url: '/catalog/variants/REFUSED-SKU/markets/SG/sales' },
    { method: 'GET', url: '/catalog/variants/REFUSED-SKU/stock?country=SG' },
    { method: 'GET', url: '/stock-locations' },
    { method: 'GET', url: '/stock-locations/WH-SG/stock' },
  ],
  'prices.write': [
    { method: 'PATCH', url: '/catalog/variants/REFUSED-SKU/markets/SG/price', body: () => ({ version: 1, price: 1000, sale_price: null }) },
    { method: 'POST', url: '/catalog/prices/import', body: () => ({ csv: 'sku,country,price,sale_price\nREFUSED-SKU,SG,10.00,\n', dry_run: false }) },
    { method: 'POST', url: '/catalog/variants/REFUSED-SKU/markets/SG/sales', body: () => ({ sale_price: 100, starts_at: '2099-01-01T00:00', ends_at: '2099-01-02T00:00' }) },
    { method: 'POST', url: '/catalog/sales/1/cancel' },
    { method: 'POST', url: '/catalog/sales/1/end' },
    { method: 'PATCH', url: '/catalog/sales/1', body: () => ({ sale_price: 100, starts_at: '2099-01-01T00:00', ends_at: '2099-01-02T00:00', version: 1 }) },
  ],
  'stock.write': [
    { method: 'PATCH', url: '/catalog/variants/REFUSED-SKU/markets/SG/stock', body: () => ({ version: 1, stock: 1 }) },
    { method: 'POST', url: '/catalog/stock/import', body: () => ({ csv: 'sku,location,quantity\nREFUSED-SKU,SG,1\n', dry_run: false }) },
    { method: 'PUT', url: '/catalog/variants/REFUSED-SKU/stock/WH-SG', body: () => ({ version: 0, quantity: 1 }) },
  ],
  // Content: an entry that need not exist.
  // Promotions: a promotion that need not exist, and a new code that would be created if let through.
  'promotions.read': [
    { method: 'GET', url: '/promotions' },
    { method: 'GET', url: '/promotions/1' },
    { method: 'POST', url: '/promotions/preview', body: () => ({ promotion_id: 1, country: 'SG', bag: [{ sku: 'REFUSED-SKU', quantity: 1 }] }) },
    { method: 'GET', url: '/offers' },
    { method: 'GET', url: '/samples' },
  ],
  'promotions.write': [
    { method: 'POST', url: '/promotions', body: () => ({ code: `REFUSED${Math.random().toString(36).slice(2, 8)}`, kind: 'free_shipping', title: { en: 'Refused', id: '', th: '', zh: '' } }) },
    { method: 'PATCH', url: '/promotions/1', body: () => ({ code: 'REFUSED', kind: 'free_shipping', title: { en: 'Refused', id: '', th: '', zh: '' }, version: 1 }) },
    { method: 'POST', url: '/promotions/1/pause' },
    { method: 'POST', url: '/promotions/1/resume' },
    { method: 'POST', url: '/offers', body: () => ({ kind: 'bundle', title: { en: 'Refused', id: '', th: '', zh: '' }, product_ids: [1, 2], percent: 10 }) },
    { method: 'PATCH', url: '/offers/1', body: () => ({ kind: 'bundle', title: { en: 'Refused', id: '', th: '', zh: '' }, product_ids: [1, 2], percent: 10, version: 1 }) },
    { method: 'POST', url: '/offers/1/pause' },
    { method: 'POST', url: '/offers/1/gifts/1/stock', body: () => ({ delta: 5 }) },
    { method: 'POST', url: '/samples', body: () => ({ sku: 'REFUSED-SKU', label: { en: 'Refused', id: '', th: '', zh: '' } }) },
    { method: 'POST', url: '/samples/1/stock', body: () => ({ delta: 5 }) },
    { method: 'POST', url: '/samples/1/deactivate' },
    { method: 'POST', url: '/samples/1/move', body: () => ({ direction: 'down' }) },
  ],
  'content.write': [
    { method: 'GET', url: '/content' },
    { method: 'GET', url: '/content/banners%2Fnone' },
    { method: 'PUT', url: '/content/banners%2Fnone/draft', body: () => ({ document: {}, version: 1 }) },
    { method: 'GET', url: '/content/banners%2Fnone/preview-link' },
  ],
  'content.publish': [{ method: 'POST', url: '/content/banners%2Fnone/publish', body: () => ({}) }, { method: 'POST', url: '/content/banners%2Fnone/unschedule' }],
  // Bookings: the calendar, and a booking that need not exist.
  'stores.read': [{ method: 'GET', url: '/bookings?store_id=sg-ion-orchard' }],
  'bookings.manage': [
    { method: 'GET', url: `/bookings/${ANY_ORDER}/slots?date=2099-01-01` },
    { method: 'POST', url: `/bookings/${ANY_ORDER}/move`, body: () => ({ starts_at: '2099-01-01T02:00:00.000Z', version: 'x' }) },
    { method: 'POST', url: `/bookings/${ANY_ORDER}/cancel`, body: () => ({ reason: 'refused', version: 'x' }) },
  ],
  // Stores' schedules: a real store (a refusal must not depend on it being unknown), items that need not exist.
  'stores.write': [
    { method: 'GET', url: '/stores' },
    { method: 'GET', url: '/stores/sg-ion-orchard' },
    { method: 'PUT', url: '/stores/sg-ion-orchard', body: () => ({ hours: Array(7).fill(null), click_and_collect: false, version: 1 }) },
    { method: 'POST', url: '/stores/sg-ion-orchard/closures', body: () => ({ starts_on: '2099-01-01', ends_on: '2099-01-01', version: 1 }) },
    { method: 'POST', url: '/stores/sg-ion-orchard/closures/1/remove', body: () => ({ version: 1 }) },
    { method: 'PUT', url: '/stores/sg-ion-orchard/artists/1', body: () => ({ week: Array(7).fill(null), version: 1 }) },
    { method: 'PUT', url: '/stores/sg-ion-orchard/sessions/1', body: () => ({ seats: 1, version: 1 }) },
  ],
  // Opening a store: a valid one, so a refusal is the role's, never the body's.
  'stores.create': [
    {
      method: 'POST',
      url: '/stores',
      body: () => ({ slug: `refused-${Math.random().toString(36).slice(2, 8)}`, country: 'SG', name: { en: 'Refused' }, address: '1 Refused Road', city: 'Singapore', postcode: '123456', latitude: 1.3, longitude: 103.8, phone: '+65 6000 0000', hours: Array(7).fill({ opens: '10:00', closes: '22:00' }), click_and_collect: true }),
    },
  ],
};

describeApi('the permission table', (ctx) => {
  const jars = new Map<StaffRole, CookieJar>();
  let probe: FastifyInstance;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);

  beforeAll(async () => {
    for (const member of DEMO_STAFF) jars.set(member.role, await signInStaff(ctx().api, member.email));
    // The guard of every action, on probe routes over the same database (most actions have no route yet).
    const deps = { db: ctx().database.db, key: new Uint8Array(32), production: false };
    probe = Fastify();
    await probe.register(cookie);
    await probe.register(localePlugin);
    await probe.register(errorsPlugin);
    for (const action of STAFF_ACTIONS) {
      probe.get(`/probe/${action}`, { preHandler: requirePermission(deps, action, { storeId: (r) => ((r.query as { store?: string }).store ? Number((r.query as { store: string }).store) : undefined) }) }, async (request) => ({ scope: staffOf(request).scope }));
    }
    await probe.ready();
  });
  afterAll(() => probe?.close());

  const ask = (role: StaffRole, action: string, store?: number) =>
    probe.inject({ method: 'GET', url: `/probe/${action}${store ? `?store=${store}` : ''}`, headers: { cookie: jars.get(role)!.header(), 'accept-language': 'en-SG' } });

  for (const role of STAFF_ROLES) {
    it(`${role}: refused every action outside its row, allowed every action in it`, async () => {
      for (const action of STAFF_ACTIONS) {
        const answer = await ask(role, action);
        if (roleAllows(role, action)) {
          expect(answer.statusCode, `${role} ${action}`).toBe(200);
        } else {
          expect(answer.statusCode, `${role} ${action}`).toBe(403);
          expect(answer.json().error).toEqual({ code: 'not_authorized', message: 'You are not authorized to perform this action.' });
        }
      }
    });
  }

  it('refuses every existing admin route to the roles outside its action, in their language, changing nothing', async () => {
    const [target] = await run<{ public_id: string }>(sql`select public_id from staff_members where email = 'ops@staff.blush.example'`);
    const count = async () => (await run<{ n: number }>(sql`select (select count(*) from staff_members)::int + (select count(*) from staff_audit_log)::int as n`))[0]!.n;
    for (const [action, routes] of Object.entries(ROUTES)) {
      for (const role of STAFF_ROLES.filter((r) => !roleAllows(r, action as keyof typeof PERMISSIONS))) {
        for (const route of routes!) {
          const before = await count();
          const answer = await adminCall(ctx().api, route.method, route.url.replace(':id', target!.public_id), { jar: jars.get(role)!, ...(route.body ? { body: route.body(target!.public_id) } : {}), headers: { 'accept-language': 'th-TH', 'x-site-country': 'TH' } });
          expect(answer.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
          expect(answer.json().error.message).toBe(errorMessage('not_authorized', 'th'));
          expect(await count()).toBe(before);
        }
      }
    }
  });

  it('refuses every admin route but signing in to a request without a staff session', async () => {
    for (const url of ['/me', '/staff', '/audit', '/members', '/reviews']) expect((await adminCall(ctx().api, 'GET', url)).statusCode).toBe(401);
  });

  it('lets a store manager act in their stores only, and tells a list route which stores those are', async () => {
    const [manager] = await run<{ store_ids: number[] }>(sql`select store_ids from staff_members where email = 'store@staff.blush.example'`);
    const mine = manager!.store_ids;
    const [other] = await run<{ id: number }>(sql`select id from stores where not (id = any(${`{${mine.join(',')}}`}::int[])) order by id limit 1`);
    expect(mine.length).toBeGreaterThan(0);
    expect((await ask('store_manager', 'stores.write', mine[0])).json()).toEqual({ scope: { stores: [mine[0]] } });
    const elsewhere = await ask('store_manager', 'stores.write', other!.id);
    expect(elsewhere.statusCode).toBe(403);
    expect((await ask('store_manager', 'bookings.manage')).json()).toEqual({ scope: { stores: mine } });
    // Roles that are not store-scoped act everywhere.
    expect((await ask('operations', 'stores.write', other!.id)).json()).toEqual({ scope: { stores: 'all' } });
  });

  it('stops the server at start when an admin route declares no access', async () => {
    const deps = { db: ctx().database.db, key: new Uint8Array(32), production: false };
    const boot = async (extra: boolean) => {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(cookie);
      await app.register(async (api) => {
        await adminApi(deps, { RATE_LIMIT_MAX: 100, AUTH_RATE_LIMIT_MAX: 100 }, 'x')(api as never, {});
        if (extra) api.get('/undeclared', async () => 'open');
      });
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await expect(boot(false)).resolves.toBeUndefined();
    await expect(boot(true)).rejects.toThrow(/GET \/undeclared declares no staffAccess/);
  });
});
