/** Erasing a member's personal data (docs/decisions/0033): the customer row kept as an anonymous placeholder. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerConsents, customers, passwordHistory } from './tables.ts';

export interface ErasableCustomer {
  id: number;
  publicId: string;
  email: string;
  erasedAt: Date | null;
}

/**
 * The member under its row lock (two erasures at once: the second waits, then sees `erased_at`).
 * `no key update`, not `update`: a checkout placing an order at this moment holds the bag and takes
 * a key-share lock on this row for its order's foreign key; it must finish (and its order be seen
 * by the erasure's open-order check) instead of deadlocking with the erasure waiting for the bag.
 */
export async function lockCustomerForErasure(t: Db, publicId: string): Promise<ErasableCustomer | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(publicId)) return undefined;
  const rows = await t
    .select({ id: customers.id, publicId: customers.publicId, email: customers.email, erasedAt: customers.erasedAt })
    .from(customers)
    .where(eq(customers.publicId, publicId))
    .for('no key update');
  return rows[0];
}

/** Whether the member was erased (a checkout that began before the erasure is refused: docs/decisions/0033). */
export async function memberErased(t: Db, customerId: number): Promise<boolean> {
  const [row] = await t.select({ erasedAt: customers.erasedAt }).from(customers).where(eq(customers.id, customerId));
  return !row || row.erasedAt !== null;
}

/** The address an erased member keeps: unique, and never deliverable (`.invalid`, RFC 2606). */
export const erasedEmail = (publicId: string): string => `erased-${publicId}@erased.invalid`;

/** Empty the person out of the row, remove the password, consents and password history. */
export async function anonymiseCustomer(t: Db, c: ErasableCustomer, now: Date): Promise<void> {
  await t
    .update(customers)
    .set({
      email: erasedEmail(c.publicId),
      passwordHash: null,
      firstName: '',
      lastName: '',
      callingCode: '',
      mobileNumber: '',
      dateOfBirth: '1900-01-01',
      marketingConsent: false,
      beautyProfile: {},
      tierOverrideReason: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(and(eq(customers.id, c.id), isNull(customers.erasedAt)));
  await t.delete(customerConsents).where(eq(customerConsents.customerId, c.id));
  await t.delete(passwordHistory).where(eq(passwordHistory.customerId, c.id));
}
