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
