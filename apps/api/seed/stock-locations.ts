/**
 * Demo stock locations (decision 0035): one online warehouse per country holding the country's
 * online stock, and one location per store with some units on its shelf (about one variant in six
 * sold in its country, 1 to 12 units each, chosen from the ids so every seed is the same). Seeded
 * once: a database whose stores already hold stock is left alone.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.ts';

export async function seedStockLocations(db: Db): Promise<number> {
  await db.execute(sql`insert into stock_locations (code, kind, country, name, ships_online)
    select 'WH-' || country, 'warehouse', country, country || ' warehouse', true from (select distinct country from variant_markets) c
    on conflict (code) do nothing`);
  await db.execute(sql`insert into stock_locations (code, kind, country, store_id, name, ships_online)
    select upper(slug), 'store', country, id, name->>'en', false from stores
    on conflict do nothing`);
  // The warehouses hold what each country sells online (a catalogue seeded after migration 0043).
  await db.execute(sql`insert into location_stock (variant_id, location_id, quantity)
    select vm.variant_id, l.id, vm.stock from variant_markets vm join stock_locations l on l.code = 'WH-' || vm.country
    where vm.stock > 0 and not exists (
      select 1 from location_stock ls join stock_locations o on o.id = ls.location_id
      where ls.variant_id = vm.variant_id and o.country = vm.country and o.ships_online)
    on conflict do nothing`);
  const [shelves] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from location_stock ls join stock_locations l on l.id = ls.location_id where l.kind = 'store'`);
  if (shelves!.n > 0) return 0;
  const rows = await queryRows<{ n: number }>(db, sql`
    with shelf as (
      insert into location_stock (variant_id, location_id, quantity)
      select vm.variant_id, l.id, 1 + (vm.variant_id * 31 + l.id * 7) % 12
      from stock_locations l join variant_markets vm on vm.country = l.country
      where l.kind = 'store' and vm.available and (vm.variant_id + l.id) % 6 = 0
      on conflict do nothing returning 1)
    select count(*)::int as n from shelf`);
  return rows[0]!.n;
}
