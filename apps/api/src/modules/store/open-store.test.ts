/**
 * Opening a store in the back office (issue 21 item 8, decision 0035's "Not done"): the store with
 * its shelf's stock location in one transaction, audited; on the storefront's store list at once;
 * its shelf's stock set by staff; a taken slug, bad input and roles without `stores.create`
 * refused with nothing written.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorMessage } from '@blush/shared/errors';
import { message } from '@blush/shared/messages';
import { STAFF_ROLES, roleAllows } from '@blush/shared/staff-permissions';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';
import { type CookieJar, DEMO_STAFF, adminCall, signInStaff } from '../staff/test-helpers.ts';

const open = Array.from({ length: 7 }, (_, d) => (d === 0 ? null : { opens: '10:00', closes: d === 5 || d === 6 ? '01:00' : '22:00' }));
const body = (overrides: Record<string, unknown> = {}) => ({
  slug: 'my-sunway-pyramid',
  country: 'MY',
  name: { en: 'Blush Sunway Pyramid', zh: '' },
  address: '3 Jalan PJS 11/15, LG2.101 Sunway Pyramid',
  city: 'Petaling Jaya',
  postcode: '47500',
  latitude: 3.0733,
  longitude: 101.6078,
  phone: '+60 3 7492 1234',
  hours: open,
  click_and_collect: true,
  ...overrides,
});

describeApi('opening a store in the back office', (ctx) => {
  const jars = new Map<string, CookieJar>();
  const api = () => ctx().api;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  /** Stores, stock locations and audit entries: what a refusal must leave as it was. */
  const written = async () =>
    (await run<{ n: number }>(sql`select (select count(*) from stores)::int + (select count(*) from stock_locations)::int + (select count(*) from staff_audit_log)::int as n`))[0]!.n;
  const create = (role: string, payload: unknown, headers: Record<string, string> = {}) => adminCall(api(), 'POST', '/stores', { jar: jars.get(role)!, body: payload, headers });

  beforeAll(async () => {
    for (const member of DEMO_STAFF) jars.set(member.role, await signInStaff(api(), member.email));
  });

  it('opens the store with its shelf, audited; it shows on the store list at once and its shelf takes stock', async () => {
    const answer = await create('operations', body());
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().store).toMatchObject({ id: 'my-sunway-pyramid', name: 'Blush Sunway Pyramid', country: 'MY', time_zone: 'Asia/Kuala_Lumpur', hours: open, click_and_collect: true, closures: [], version: 1 });

    const [location] = await run<{ code: string; kind: string; country: string; ships_online: boolean; name: string; store: string }>(sql`
      select l.code, l.kind, l.country, l.ships_online, l.name, s.slug as store from stock_locations l join stores s on s.id = l.store_id where s.slug = 'my-sunway-pyramid'`);
    expect(location).toEqual({ code: 'MY-SUNWAY-PYRAMID', kind: 'store', country: 'MY', ships_online: false, name: 'Blush Sunway Pyramid', store: 'my-sunway-pyramid' });

    const [audit] = await run<{ action: string; before: unknown; after: Record<string, unknown> }>(sql`select action, before, after from staff_audit_log where target_type = 'store' and target_id = 'my-sunway-pyramid' order by id`);
    expect(audit).toMatchObject({ action: 'store.created', before: null, after: { slug: 'my-sunway-pyramid', country: 'MY', postcode: '47500', time_zone: 'Asia/Kuala_Lumpur', stock_location: 'MY-SUNWAY-PYRAMID' } });

    const { stores } = (await call(api(), 'GET', '/store-locations', { country: 'MY' })).json() as { stores: Array<{ slug: string; name: string; postcode: string | null; clickAndCollect: boolean }> };
    expect(stores.find((s) => s.slug === 'my-sunway-pyramid')).toMatchObject({ name: 'Blush Sunway Pyramid', postcode: '47500', clickAndCollect: true });
    const page = await call(api(), 'GET', '/store-locations/my-sunway-pyramid', { country: 'MY' });
    expect(page.statusCode).toBe(200);
    expect((await adminCall(api(), 'GET', '/stores', { jar: jars.get('operations')! })).json().stores.map((s: { id: string }) => s.id)).toContain('my-sunway-pyramid');

    const [variant] = await run<{ sku: string; stock: number }>(sql`select v.sku, vm.stock from variants v join variant_markets vm on vm.variant_id = v.id where vm.country = 'MY' order by v.id limit 1`);
    const shelf = await adminCall(api(), 'PUT', `/catalog/variants/${variant!.sku}/stock/MY-SUNWAY-PYRAMID`, { jar: jars.get('operations')!, body: { version: 0, quantity: 6 } });
    expect(shelf.statusCode, shelf.body).toBe(200);
    const [held] = await run<{ quantity: number; stock: number }>(sql`
      select ls.quantity, vm.stock from location_stock ls join stock_locations l on l.id = ls.location_id join variants v on v.id = ls.variant_id
      join variant_markets vm on vm.variant_id = v.id and vm.country = 'MY' where l.code = 'MY-SUNWAY-PYRAMID' and v.sku = ${variant!.sku}`);
    // A shelf never moves the country's online stock.
    expect(held).toEqual({ quantity: 6, stock: variant!.stock });
  });

  it('names the store in each language given, English where none is given, in the country’s time zone by default', async () => {
    const answer = await create('administrator', body({ slug: 'hk-mong-kok', country: 'HK', postcode: '999077', name: { en: 'Blush Mong Kok', zh: 'Blush 旺角' }, latitude: 22.3193, longitude: 114.1694, time_zone: 'Asia/Hong_Kong' }));
    expect(answer.statusCode, answer.body).toBe(201);
    const zh = (await call(api(), 'GET', '/store-locations/hk-mong-kok', { country: 'HK', language: 'zh' })).json().store;
    expect(zh).toMatchObject({ name: 'Blush 旺角', postcode: null, timeZone: 'Asia/Hong_Kong' });
    expect((await call(api(), 'GET', '/store-locations/hk-mong-kok', { country: 'HK', language: 'en' })).json().store.name).toBe('Blush Mong Kok');
    const th = await create('administrator', body({ slug: 'th-central-world', country: 'TH', postcode: '10330', name: { en: 'Blush CentralWorld' }, latitude: 13.7466, longitude: 100.5393 }));
    expect(th.json().store.time_zone).toBe('Asia/Bangkok');
    expect((await call(api(), 'GET', '/store-locations/th-central-world', { country: 'TH', language: 'th' })).json().store.name).toBe('Blush CentralWorld');
  });

  it('refuses a slug a store already has (or a stock location’s code), in the staff member’s language, writing nothing', async () => {
    const before = await written();
    const taken = await create('operations', body({ slug: 'sg-ion-orchard', country: 'SG', postcode: '238801' }), { 'accept-language': 'th-TH', 'x-site-country': 'TH' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'store_slug_taken', message: errorMessage('store_slug_taken', 'th') });
    const warehouse = await create('operations', body({ slug: 'wh-sg', country: 'SG', postcode: '238801' }));
    expect(warehouse.statusCode).toBe(409);
    expect(await written()).toBe(before);
  });

  it('refuses bad input with the fields listed and translated, writing nothing', async () => {
    const before = await written();
    const shape = await create('operations', body({ slug: 'Bad Slug', country: 'JP', name: { en: '' }, latitude: 91, hours: open.slice(1) }), { 'accept-language': 'id-ID', 'x-site-country': 'ID' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error.code).toBe('validation_failed');
    const fields = (shape.json().error.details.fields as Array<{ field: string }>).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.slug', 'body.country', 'body.name.en', 'body.latitude', 'body.hours']));

    const rules = await create('operations', body({ slug: 'my-mid-valley', postcode: '123', time_zone: 'Mars/Olympus', hours: open.map((h, d) => (d === 2 ? { opens: '10:00', closes: '10:00' } : h)) }), { 'accept-language': 'th-TH', 'x-site-country': 'TH' });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().error.details.fields).toEqual([
      { field: 'body.time_zone', message: message('th', 'store.admin.time_zone_invalid') },
      { field: 'body.postcode', message: message('th', 'address.error.invalid_postal_code', { digits: 5 }) },
      { field: 'body.hours.2', message: message('th', 'store.admin.hours_invalid') },
    ]);
    expect(rules.json().error.message).toBe(errorMessage('validation_failed', 'th'));
    expect(await written()).toBe(before);
  });

  it('refuses every role but administrator and operations (403 not_authorized), writing nothing', async () => {
    const before = await written();
    for (const role of STAFF_ROLES.filter((r) => !roleAllows(r, 'stores.create'))) {
      const answer = await create(role, body({ slug: `my-refused-${role.replaceAll('_', '-')}` }));
      expect(answer.statusCode, role).toBe(403);
      expect(answer.json().error.code).toBe('not_authorized');
    }
    expect(STAFF_ROLES.filter((r) => roleAllows(r, 'stores.create'))).toEqual(['administrator', 'operations']);
    expect((await adminCall(api(), 'POST', '/stores', { body: body({ slug: 'my-anonymous' }) })).statusCode).toBe(401);
    expect(await written()).toBe(before);
  });
});
