/** Erasing a member (docs/decisions/0033): orders stay for the accounts, without the person. */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './tables.ts';

/** Orders still in progress: awaiting payment or review, or paid and neither shipped nor collected yet. */
export async function openOrderCount(t: Db, customerId: number): Promise<number> {
  const rows = await t
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        or(inArray(orders.status, ['payment_pending', 'fraud_check_pending', 'payment_failed_with_inventory']), and(eq(orders.status, 'paid'), inArray(orders.fulfilment, ['unfulfilled', 'packed']))),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** An address reduced to its country (what the shop's figures by country need). */
const countryOnly = (address: Record<string, string> | null): Record<string, string> | null => (address ? (address.country ? { country: address.country } : {}) : null);

/** The member's orders keep amounts, lines, country and dates; e-mail, names, phone, addresses and registration number go. Returns their ids. */
export async function anonymiseOrders(t: Db, customerId: number, email: string): Promise<string[]> {
  const rows = await t.select({ id: orders.id, shipping: orders.shippingAddress, billing: orders.billingAddress }).from(orders).where(eq(orders.customerId, customerId)).for('update');
  for (const row of rows) {
    await t
      .update(orders)
      .set({
        email,
        recipient: { firstName: '', lastName: '', callingCode: '', mobile: '' },
        shippingAddress: countryOnly(row.shipping),
        billingAddress: countryOnly(row.billing),
        registrationNumber: null,
        updatedAt: new Date(),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, row.id));
  }
  return rows.map((r) => r.id);
}
