import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Take units of a variant's stock in a country, only if that many are left (never below zero). */
export async function takeStock(db: Db, variantId: number, country: string, quantity: number): Promise<boolean> {
  const rows = await queryRows<{ stock: number }>(db, sql`
    update variant_markets set stock = stock - ${quantity}
    where variant_id = ${variantId} and country = ${country} and available and stock >= ${quantity}
    returning stock`);
  return rows.length > 0;
}

/** Put units back (an unpaid order released them). */
export async function returnStock(db: Db, variantId: number, country: string, quantity: number): Promise<void> {
  await db.execute(sql`update variant_markets set stock = stock + ${quantity} where variant_id = ${variantId} and country = ${country}`);
}

/** Set a variant's stock in a country (the variant's row locked for the caller's transaction); undefined when it is not sold there. */
export async function setStock(t: Db, sku: string, country: string, stock: number): Promise<{ variantId: number; productId: number; previous: number; stock: number } | undefined> {
  const [row] = await queryRows<{ variant_id: number; product_id: number; previous: number }>(t, sql`
    select v.id as variant_id, v.product_id, vm.stock as previous
    from variants v join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
    where v.sku = ${sku}
    for update of vm`);
  if (!row) return undefined;
  // A new version: a staff member editing the stock they saw before this is told (409), whoever set it.
  await t.execute(sql`update variant_markets set stock = ${stock}, version = version + 1 where variant_id = ${row.variant_id} and country = ${country}`);
  return { variantId: row.variant_id, productId: row.product_id, previous: row.previous, stock };
}

/** Launch a coming-soon product: the badge goes and its launch date is now (unless it was earlier). */
export async function launchProduct(t: Db, productId: number, now: Date): Promise<'launched' | 'already' | 'missing'> {
  const rows = await queryRows<{ id: number }>(t, sql`
    update products set badges = array_remove(badges, 'coming_soon'), launched_at = least(launched_at, ${now})
    where id = ${productId} and 'coming_soon' = any(badges) returning id`);
  if (rows.length > 0) return 'launched';
  const exists = await queryRows<{ id: number }>(t, sql`select id from products where id = ${productId}`);
  return exists.length > 0 ? 'already' : 'missing';
}
