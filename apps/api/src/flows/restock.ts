/**
 * Stock and launches from operations (issue 18): set a variant's stock in a country, or launch a
 * coming-soon product, and wake the alerts waiting for it.
 *
 * 1. change the catalogue and queue `alert.scan` for the variant (or product) in one transaction;
 * 2. rebuild the listing offers of the product (in stock, price) and forget cached listings;
 * 3. the outbox scans the alerts: each waiting shopper of that country is told once, however many
 *    restocks race (the scan takes each alert under `skip locked` and marks it notified).
 */
import { randomUUID } from 'node:crypto';
import { type Db, withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { launchProduct as launch, refreshOffers, setStock } from '../modules/catalog/service.ts';
import type { StockCause } from '../modules/catalog/service.ts';
import { enqueue } from '../outbox/outbox.ts';

/**
 * Step 1 inside the caller's transaction (the back office's stock edits and imports use it with their
 * audit entry): set the stock under the row's lock and queue the alert scan when units are there.
 */
export async function setStockAndWake(t: Db, input: { sku: string; country: string; stock: number }, origin = '', cause: StockCause = { reason: 'integration' }): Promise<{ variantId: number; productId: number; stock: number; previous: number }> {
  const row = await setStock(t, input.sku, input.country, input.stock, cause);
  if (!row) throw new DomainError('resource_not_found');
  if (row.stock > 0) await enqueue(t, 'alert.scan', randomUUID(), { variantId: row.variantId, origin });
  return row;
}

export async function restock(db: Db, input: { sku: string; country: string; stock: number }, origin = ''): Promise<{ variantId: number; stock: number; previous: number }> {
  const changed = await withTransaction(db, (t) => setStockAndWake(t, input, origin));
  await refreshOffers(db, [changed.productId]);
  return { variantId: changed.variantId, stock: changed.stock, previous: changed.previous };
}

export async function launchProduct(db: Db, productId: number, now = new Date(), origin = ''): Promise<{ launched: boolean }> {
  const launched = await withTransaction(db, async (t) => {
    const outcome = await launch(t, productId, now);
    if (outcome === 'missing') throw new DomainError('resource_not_found');
    if (outcome === 'launched') await enqueue(t, 'alert.scan', randomUUID(), { productId, origin });
    return outcome === 'launched';
  });
  if (launched) await refreshOffers(db, [productId]);
  return { launched };
}
