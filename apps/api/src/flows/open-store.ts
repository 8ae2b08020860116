/**
 * Opening a new store (issue 21 item 8; decision 0035's "a store opened later needs its location
 * inserted with it"), as named steps in one transaction: check what zod cannot, insert the store,
 * insert its shelf's stock location, audit (`store.created`). Any refusal — bad input (400, the
 * fields listed), a slug taken (409 `store_slug_taken`) — writes nothing. Nothing caches the store
 * lists: the storefront's store pages and checkout's collection stores read the table on every
 * request, so the store shows at once.
 */
import type { AdminStore, AdminStoreCreate } from '@blush/shared/admin-store-contracts';
import { withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { addStoreLocation, locationByCode } from '../modules/catalog/service.ts';
import { checkNewStore, insertStore } from '../modules/store/open-store.ts';
import { type StoreChange, storeDetail } from './store-schedules.ts';

/** The audit's picture of the new store (its row as staff typed it, and the shelf's code). */
const snapshot = (store: Awaited<ReturnType<typeof insertStore>>, location: string) => ({
  slug: store.slug,
  country: store.country,
  name: store.name,
  address: store.address,
  city: store.city,
  postcode: store.postcode,
  latitude: store.latitude,
  longitude: store.longitude,
  phone: store.phone,
  time_zone: store.timeZone,
  hours: store.hours,
  click_and_collect: store.clickAndCollect,
  stock_location: location,
});

export async function openStore(c: StoreChange, body: AdminStoreCreate): Promise<AdminStore> {
  const checked = checkNewStore(body, c.language);
  const store = await withTransaction(c.db, async (t) => {
    // The shelf's code is the slug in capitals: a warehouse's code (`wh-sg`) is taken as well.
    if (await locationByCode(t, body.slug)) throw new DomainError('store_slug_taken');
    const store = await insertStore(t, body, checked);
    const location = await addStoreLocation(t, { id: store.id, slug: store.slug, country: store.country, name: store.name.en });
    await c.audit(t, { action: 'store.created', targetType: 'store', targetId: store.slug, before: null, after: snapshot(store, location.code) });
    return store;
  });
  return storeDetail(c.db, c.scope, store.slug, c.language, c.now);
}
