import { expect, it } from 'vitest';
import { storeLocationResponseSchema, storeLocationsResponseSchema } from '@blush/shared/store-contracts';
import { storesResponseSchema } from '@blush/shared/checkout-contracts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';

describeApi('store locations', (ctx) => {
  const api = () => ctx().api;

  it('lists the country’s stores with slug, address parts, time zone, hours by day and click-and-collect', async () => {
    const response = await call(api(), 'GET', '/store-locations', { country: 'TH', language: 'th' });
    expect(response.statusCode).toBe(200);
    const { stores } = storeLocationsResponseSchema.parse(response.json());
    expect(stores.map((s) => s.slug)).toEqual(['th-siam-paragon', 'th-centralworld', 'th-central-festival-chiang-mai']);
    expect(stores.every((s) => s.country === 'TH' && s.timeZone === 'Asia/Bangkok' && s.clickAndCollect)).toBe(true);
    const chiangMai = stores[2]!;
    expect(chiangMai.name).toBe('บลัช เซ็นทรัลเฟสติวัล เชียงใหม่');
    expect(chiangMai.weeklyHours[0]).toEqual({ opens: '10:00', closes: '22:00' });
    expect(chiangMai.weeklyHours[1]).toEqual({ opens: '11:00', closes: '21:00' });
    expect(chiangMai).toMatchObject({ street: '99/3 Moo 4, Super Highway Road, Fa Ham', postcode: '50000', city: 'Chiang Mai' });
    // What each store holds, from the bookings module: services everywhere, the masterclass at the first two, beauty nights at the first.
    expect(stores.map((s) => s.happening)).toEqual([
      { services: true, classes: true, events: true },
      { services: true, classes: true, events: false },
      { services: true, classes: false, events: false },
    ]);
  });

  it('keeps the click-and-collect picker’s fields as they were', async () => {
    const { stores } = storesResponseSchema.parse((await call(api(), 'GET', '/store-locations', { country: 'SG' })).json());
    expect(stores[0]).toEqual({
      id: 'sg-ion-orchard',
      name: 'Blush ION Orchard',
      address: '2 Orchard Turn, #B2-12 ION Orchard, 238801',
      city: 'Singapore',
      latitude: 1.304,
      longitude: 103.8318,
      hours: expect.stringContaining('10:00–22:00'),
      phone: '+65 6238 1234',
    });
  });

  it('shows one store of the country, named in the request language', async () => {
    const en = await call(api(), 'GET', '/store-locations/hk-times-square', { country: 'HK', language: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toBe('public, max-age=300');
    const { store } = storeLocationResponseSchema.parse(en.json());
    expect(store).toMatchObject({ slug: 'hk-times-square', id: 'hk-times-square', name: 'Blush Times Square', country: 'HK', postcode: null, timeZone: 'Asia/Hong_Kong', phone: '+852 2506 1234' });
    expect(store.weeklyHours).toHaveLength(7);
    const zh = (await call(api(), 'GET', '/store-locations/hk-times-square', { country: 'HK', language: 'zh' })).json();
    expect(zh.store.name).toBe('Blush 時代廣場');
    const th = (await call(api(), 'GET', '/store-locations/th-siam-paragon', { country: 'TH', language: 'th' })).json();
    expect(th.store.name).toBe('บลัช สยามพารากอน');
    const thInEnglish = (await call(api(), 'GET', '/store-locations/th-siam-paragon', { country: 'TH', language: 'en' })).json();
    expect(thInEnglish.store.name).toBe('Blush Siam Paragon');
  });

  it('answers 404 for an unknown slug, in the shopper’s language', async () => {
    const en = await call(api(), 'GET', '/store-locations/sg-nowhere', { country: 'SG' });
    expect(en.statusCode).toBe(404);
    expect(en.json().error.code).toBe('resource_not_found');
    expect(en.json().error.details).toBeUndefined();
    const th = await call(api(), 'GET', '/store-locations/th-nowhere', { country: 'TH', language: 'th' });
    expect(th.statusCode).toBe(404);
    expect(th.json().error.message).not.toBe(en.json().error.message);
  });

  it('answers 404 for another country’s store, naming the country that has it', async () => {
    const response = await call(api(), 'GET', '/store-locations/sg-ion-orchard', { country: 'TH', language: 'th' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'resource_not_found', details: { country: 'SG' } });
  });

  it('refuses a malformed slug without a query', async () => {
    const response = await call(api(), 'GET', `/store-locations/${encodeURIComponent('Bad Slug!')}`, { country: 'SG' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});
