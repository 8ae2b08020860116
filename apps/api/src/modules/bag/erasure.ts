/** Erasing a member (docs/decisions/0033): the bag being filled goes (its lines cascade); ordered bags stay with their orders. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bags } from './tables.ts';

export async function eraseBag(t: Db, customerId: number): Promise<void> {
  await t.delete(bags).where(and(eq(bags.customerId, customerId), ne(bags.status, 'ordered')));
}
