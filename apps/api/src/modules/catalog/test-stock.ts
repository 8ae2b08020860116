/**
 * Tests: give a variant `stock` units online in a country the way staff would — all at the
 * country's main warehouse — so `variant_markets.stock` stays the sum at its online locations
 * (decision 0035) and checkouts can take the units. Other fields of the market row are left alone.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mainWarehouse } from './stock-repo.ts';

export async function setOnlineStock(db: Db, variantId: number, country: string, stock: number): Promise<void> {
  const warehouse = await mainWarehouse(db, country);
  await db.execute(sql`delete from location_stock ls using stock_locations l
    where l.id = ls.location_id and l.country = ${country} and l.ships_online and ls.variant_id = ${variantId}`);
  await db.execute(sql`update variant_markets set stock = ${stock} where variant_id = ${variantId} and country = ${country}`);
  if (stock > 0) await db.execute(sql`insert into location_stock (variant_id, location_id, quantity) values (${variantId}, ${warehouse}, ${stock})`);
}
