import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { variants } from '../catalog/tables.ts';
import { customers } from '../customer/tables.ts';

/**
 * A member's wishlist (product guide §1, §7 `wishlist`): one row per saved variant, so saving the same
 * variant twice is one row whatever the concurrency. At most 200 rows per member
 * (`WISHLIST_MAX_ITEMS`, enforced in repo.ts under a per-member lock). Rows leave with the member
 * or the variant.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_items_pk', columns: [t.customerId, t.variantId] }),
    // Newest first for one member; the variant index serves the cascade when a variant is deleted.
    index('wishlist_items_customer_added_idx').on(t.customerId, t.addedAt),
    index('wishlist_items_variant_idx').on(t.variantId),
  ],
);
