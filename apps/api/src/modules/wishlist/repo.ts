import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { wishlistItems } from './tables.ts';

/**
 * First key of the transaction-scoped advisory lock that serialises changes to one member's
 * wishlist (the second key is the customer id). The two-key form never meets the one-key locks
 * used elsewhere (start-up migrations).
 */
const WISHLIST_LOCK = 0x574c; // "WL"

export type AddOutcome = 'added' | 'present' | 'full' | 'unknown_variant';

/**
 * Save a variant for a member, in one transaction under the member's lock, so that concurrent
 * adds neither duplicate a row (the primary key and `on conflict do nothing`) nor pass the cap
 * (the count is read after the previous holder committed). Only a variant of a published product
 * can be saved; the catalogue is read here, read-only, as other modules read product names.
 */
export async function addItem(db: Db, customerId: number, variantId: number, max: number): Promise<AddOutcome> {
  // The time is taken once the lock is held (not at transaction start), so newest first is the
  // order the adds happened in.
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WISHLIST_LOCK}::int, ${customerId}::int)`);
    const inserted = await queryRows<{ variant_id: number }>(tx, sql`
      insert into wishlist_items (customer_id, variant_id, added_at)
      select ${customerId}::int, v.id, clock_timestamp()
      from variants v
      join products p on p.id = v.product_id and p.published
      where v.id = ${variantId}::int
        and (select count(*) from wishlist_items w where w.customer_id = ${customerId}::int) < ${max}::int
      on conflict (customer_id, variant_id) do nothing
      returning variant_id`);
    if (inserted.length > 0) return 'added';
    const [state] = await queryRows<{ present: boolean; known: boolean }>(tx, sql`
      select exists (select 1 from wishlist_items w where w.customer_id = ${customerId}::int and w.variant_id = ${variantId}::int) as present,
             exists (select 1 from variants v join products p on p.id = v.product_id and p.published where v.id = ${variantId}::int) as known`);
    if (state?.present) return 'present';
    if (!state?.known) return 'unknown_variant';
    return 'full';
  });
}

/** True when the variant was on the member's list. */
export async function removeItem(db: Db, customerId: number, variantId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.variantId, variantId)))
    .returning({ variantId: wishlistItems.variantId });
  return removed.length > 0;
}

/** A member's saved variants, newest first. */
export async function itemsOf(db: Db, customerId: number): Promise<Array<{ variantId: number; addedAt: Date }>> {
  return db
    .select({ variantId: wishlistItems.variantId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.variantId));
}

/** How many saved items the member sees: those of published products. */
export async function countVisible(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(db, sql`
    select count(*) as count
    from wishlist_items w
    join variants v on v.id = w.variant_id
    join products p on p.id = v.product_id and p.published
    where w.customer_id = ${customerId}::int`);
  return Number(row?.count ?? 0);
}
