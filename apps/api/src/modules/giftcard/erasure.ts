/** Erasing a member (docs/decisions/0033): the gift cards they bought lose the sender's name and message; the recipient's card is theirs. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardPurchases } from './tables.ts';

export async function anonymiseGiftCardSenders(t: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await t.update(giftCardPurchases).set({ senderName: '', message: '' }).where(inArray(giftCardPurchases.orderId, [...orderIds]));
}
