import { sql } from 'drizzle-orm';
import { boolean, check, char, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/tables.ts';
import { customers } from '../customer/tables.ts';

/**
 * Product reviews. A product's rating summary (`products.rating_average`, `rating_count`) is
 * derived from its published reviews. Members write reviews from the account pages ; moderation moves them from pending to published or rejected.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    language: char('language', { length: 2 }).notNull(),
    country: char('country', { length: 2 }).notNull(),
    status: text('status').$type<'pending' | 'published' | 'rejected'>().notNull().default('pending'),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff published or rejected it (back office), and why a rejected one was. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_customer_idx').on(t.customerId, t.createdAt),
    index('reviews_queue_idx').on(t.status, t.id),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
