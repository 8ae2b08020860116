/** Erasing a member (docs/decisions/0033): published reviews stay without their author; the others go. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from './tables.ts';

/** Returns how many published reviews were kept, detached from the member. */
export async function eraseReviews(t: Db, customerId: number): Promise<number> {
  await t.delete(reviews).where(and(eq(reviews.customerId, customerId), ne(reviews.status, 'published')));
  const kept = await t.update(reviews).set({ customerId: null, authorName: '' }).where(eq(reviews.customerId, customerId)).returning({ id: reviews.id });
  return kept.length;
}
