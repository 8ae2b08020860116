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

/** The member under its row lock (two erasures at once: the second waits, then sees `erased_at`). */
export async function lockCustomerForErasure(t: Db, publicId: string): Promise<ErasableCustomer | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(publicId)) return undefined;
  const rows = await t
    .select({ id: customers.id, publicId: customers.publicId, email: customers.email, erasedAt: customers.erasedAt })
    .from(customers)
    .where(eq(customers.publicId, publicId))
    .for('update');
  return rows[0];
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
