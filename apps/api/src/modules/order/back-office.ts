/**
 * What the order module gives the back office (issue 21 item 2) beyond the shopper's view: the
 * search, the order's own timeline, its shipment, and its e-mails sent again. The flows in
 * `flows/admin-order-*.ts` combine these with the other modules'.
 */
import type { OrderDto } from '@blush/shared/order-contracts';
import type { Db } from '../../db/client.ts';
import { sendConfirmation, sendReadyForCollection, sendShipped } from './emails.ts';
import * as repo from './repo.ts';

export { searchOrders } from './admin-query.ts';
/** The dashboard's figures (issue 21 item 10). */
export { fraudQueueSize, ordersByStatus, salesPerDay } from './dashboard-repo.ts';

/** The carrier and tracking number of a shipment event (an order shipped without them has none). */
export function shipmentOf(event: { data: Record<string, unknown> | null; at: Date } | undefined): NonNullable<OrderDto['shipment']> | null {
  const data = event?.data ?? {};
  if (!event || typeof data.carrier !== 'string' || typeof data.tracking_number !== 'string') return null;
  return { carrier: data.carrier, trackingNumber: data.tracking_number, shippedAt: event.at.toISOString() };
}

/** An order's whole timeline as the order module recorded it, oldest first. */
export const orderEventsOf = (db: Db, orderId: string) => repo.eventsOf(db, orderId);

/** The order's shipment (carrier, tracking number, when), if it was shipped with them. */
export async function orderShipment(db: Db, orderId: string): Promise<NonNullable<OrderDto['shipment']> | null> {
  return shipmentOf(await repo.shipmentEventOf(db, orderId));
}

/** E-mail the shopper an order's news (outbox): the confirmation, shipped, ready for collection. */
export async function emailOrderNews(db: Db, orderId: string, kind: 'order_confirmation' | 'shipped' | 'ready_for_collection'): Promise<void> {
  const row = await repo.byId(db, orderId);
  if (!row) return;
  if (kind === 'order_confirmation') return sendConfirmation(db, row);
  if (kind === 'ready_for_collection') return sendReadyForCollection(db, row);
  const shipment = await orderShipment(db, orderId);
  if (shipment) await sendShipped(db, row, shipment);
}
