/**
 * Flow: gift cards and store credit in the bag (issue 18). Each step names the module it changes:
 *
 *   buy a gift card     → the shopper's bag, made if missing (bag); the card to buy (giftcard)
 *   apply a gift card   → the bag, which must hold something (bag); number and PIN, throttled (giftcard)
 *   apply store credit  → the bag (bag); refused while a promo code is on it (§5) or with no credit (credit)
 *
 * Removing is the same without the checks. Each answers the bag as composed afterwards.
 */
import type { BagDto } from '@blush/shared/bag-contracts';
import type { GiftCardCredentialsBody, PurchaseGiftCardBody } from '@blush/shared/giftcard-contracts';
import type { Db } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { type BagOwner, type Shopper, openBag, viewBag } from '../modules/bag/service.ts';
import { applyCredit, removeCredit } from '../modules/credit/service.ts';
import { addToBag, applyToBag, removeFromBag, removeFromTender } from '../modules/giftcard/service.ts';

const memberOf = (shopper: Shopper): number => {
  if (!shopper.owner || !('customerId' in shopper.owner)) throw new DomainError('sign_in_required');
  return shopper.owner.customerId;
};

/** The shopper's bag as it is now; refused when there is none. */
async function currentBag(db: Db, shopper: Shopper): Promise<BagDto> {
  const bag = await viewBag(db, shopper);
  if (!bag.id) throw new DomainError('bag_empty');
  return bag;
}

export async function buyGiftCard(db: Db, shopper: Shopper & { owner: BagOwner }, body: PurchaseGiftCardBody): Promise<BagDto> {
  const bagId = await openBag(db, shopper);
  await addToBag(db, bagId, shopper.country, shopper.language, body);
  return viewBag(db, shopper);
}

export async function dropGiftCard(db: Db, shopper: Shopper, lineId: number): Promise<BagDto> {
  const bag = await viewBag(db, shopper);
  if (!bag.id) throw new DomainError('resource_not_found');
  await removeFromBag(db, bag.id, lineId);
  return viewBag(db, shopper);
}

export async function applyGiftCard(db: Db, shopper: Shopper, credentials: GiftCardCredentialsBody, ip: string): Promise<BagDto> {
  const bag = await currentBag(db, shopper);
  if (bag.lines.length === 0 && !bag.giftCardLines?.length) throw new DomainError('bag_empty');
  await applyToBag(db, bag.id, credentials, ip, shopper.country, shopper.language);
  return viewBag(db, shopper);
}

export async function removeGiftCard(db: Db, shopper: Shopper, redemptionId: number): Promise<BagDto> {
  const bag = await viewBag(db, shopper);
  if (!bag.id) throw new DomainError('resource_not_found');
  await removeFromTender(db, bag.id, redemptionId);
  return viewBag(db, shopper);
}

export async function applyStoreCredit(db: Db, shopper: Shopper): Promise<BagDto> {
  const customerId = memberOf(shopper);
  const bag = await currentBag(db, shopper);
  if (bag.promotion) throw new DomainError('credit_with_promo_code');
  await applyCredit(db, bag.id, customerId, shopper.country);
  return viewBag(db, shopper);
}

export async function removeStoreCredit(db: Db, shopper: Shopper): Promise<BagDto> {
  memberOf(shopper);
  const bag = await viewBag(db, shopper);
  if (bag.id) await removeCredit(db, bag.id);
  return viewBag(db, shopper);
}
