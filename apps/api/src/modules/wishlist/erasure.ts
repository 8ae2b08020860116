/** Erasing a member (docs/decisions/0033): the wishlist goes. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlistItems } from './tables.ts';

export async function eraseWishlist(t: Db, customerId: number): Promise<void> {
  await t.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
}
