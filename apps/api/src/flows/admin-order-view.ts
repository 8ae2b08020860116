/**
 * The back office reads orders (issue 21 item 2): the search, and one order's detail with its whole
 * timeline gathered from the modules that recorded it — the order's own events, payment attempts
 * and the gateway's webhooks, fraud screening and review, e-mails sent, refunds and the staff
 * actions of the audit trail — merged in time order. A store manager sees only the click-and-collect
 * orders of their stores.
 */
import type { AdminOrderDetail, AdminOrderQuery, AdminOrderRow, AdminTimelineEntry } from '@blush/shared/admin-order-contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import type { Db } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { customerById } from '../modules/customer/service.ts';
import { mailAboutOrder } from '../modules/mail/service.ts';
import { orderEventsOf, orderShipment, searchOrders } from '../modules/order/back-office.ts';
import { type OrderRow, orderById, orderView } from '../modules/order/service.ts';
import { isUuid, paymentHistory, refundableOf, succeededPayments } from '../modules/payment/service.ts';
import { listAudit } from '../modules/staff/audit.ts';
import type { StaffScope } from '../modules/staff/guard.ts';
import { storeSlugsOf } from '../modules/store/service.ts';

/** The stores (public ids) whose orders a scope reaches: all, or a store manager's. */
export async function scopeStores(db: Db, scope: StaffScope): Promise<'all' | string[]> {
  return scope.stores === 'all' ? 'all' : storeSlugsOf(db, scope.stores);
}

/** The order, if the scope reaches it: a store manager only a click-and-collect order of their stores. */
export async function orderInScope(db: Db, id: string, scope: StaffScope): Promise<OrderRow> {
  const row = isUuid(id) ? await orderById(db, id) : undefined;
  if (!row) throw new DomainError('resource_not_found');
  const stores = await scopeStores(db, scope);
  if (stores !== 'all' && !(row.deliveryOption === 'click_and_collect' && row.storeId && stores.includes(row.storeId))) throw new DomainError('not_authorized');
  return row;
}

export async function adminOrderList(db: Db, scope: StaffScope, query: AdminOrderQuery): Promise<{ orders: AdminOrderRow[]; next_cursor: string | null }> {
  if (query.cursor && !isUuid(query.cursor)) throw new DomainError('validation_failed', {}, { fields: [{ field: 'querystring.cursor', message: 'unknown cursor' }] });
  const stores = await scopeStores(db, scope);
  if (stores !== 'all' && query.store_id && !stores.includes(query.store_id)) throw new DomainError('not_authorized');
  const { rows, more } = await searchOrders(db, query, stores);
  return {
    orders: rows.map((r) => ({
      id: r.id,
      number: r.number,
      created_at: r.createdAt.toISOString(),
      country: r.country,
      email: r.email,
      phone: `${r.recipient.callingCode} ${r.recipient.mobile}`,
      name: `${r.recipient.firstName} ${r.recipient.lastName}`,
      status: r.status,
      fulfilment: r.fulfilment,
      payment_method: r.paymentMethod as AdminOrderRow['payment_method'],
      delivery_option: r.deliveryOption as AdminOrderRow['delivery_option'],
      store_id: r.storeId,
      total: r.summary.total,
      items_count: r.items,
    })),
    next_cursor: more && rows.length ? rows[rows.length - 1]!.id : null,
  };
}

type Entry = AdminTimelineEntry & { order: number };

/** Where an order event belongs on the timeline and what it is called there. */
function placeOfEvent(type: string): Pick<AdminTimelineEntry, 'source' | 'type'> {
  if (type === 'screened') return { source: 'fraud', type: 'fraud.screened' };
  if (type === 'fraud_review') return { source: 'fraud', type: 'fraud.review' };
  if (type === 'ops_approve') return { source: 'fraud', type: 'fraud.approved' };
  if (type === 'ops_block') return { source: 'fraud', type: 'fraud.blocked' };
  if (type.startsWith('refund_')) return { source: 'refund', type: `refund.${type.slice('refund_'.length)}` };
  return { source: 'order', type: type.startsWith('ops_') ? type.slice('ops_'.length) : type };
}

/** Everything that happened to the order, oldest first. */
async function timelineOf(db: Db, row: OrderRow): Promise<AdminTimelineEntry[]> {
  const entries: Entry[] = [];
  const add = (at: Date, entry: AdminTimelineEntry) => entries.push({ ...entry, at: at.toISOString(), order: entries.length });
  for (const event of await orderEventsOf(db, row.id)) add(event.at, { ...placeOfEvent(event.type), at: '', actor: null, data: event.data ?? null });
  const { payments, events } = await paymentHistory(db, row.id);
  for (const p of payments) {
    const data = { payment: p.id, method: p.method, amount: p.amount, currency: p.currency, card_brand: p.cardBrand, card_last4: p.cardLast4 };
    add(p.createdAt, { source: 'payment', type: 'payment.created', at: '', actor: null, data });
    if (p.status !== 'pending' && p.status !== 'requires_action') add(p.updatedAt, { source: 'payment', type: `payment.${p.status}`, at: '', actor: null, data: { payment: p.id, failure_code: p.failureCode } });
  }
  for (const e of events) add(e.receivedAt, { source: 'webhook', type: e.type, at: '', actor: null, data: { event_id: e.eventId, payment: e.paymentId, result: e.result } });
  for (const mail of await mailAboutOrder(db, row.number)) {
    add(mail.createdAt, { source: 'email', type: `email.${mail.kind}`, at: '', actor: null, data: { to: mail.to, subject: mail.subject, sent: mail.sentAt !== null, error: mail.lastError } });
  }
  const audit = await listAudit(db, { targetType: 'order', targetId: row.id, limit: 500 });
  for (const a of audit.entries) add(a.at, { source: 'staff', type: a.action, at: '', actor: a.staff?.name ?? null, data: { before: a.before, after: a.after } });
  entries.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
  return entries.map(({ order: _order, ...entry }) => entry);
}

/** What is left to refund of the payment that paid the order. */
async function refundableLeft(db: Db, row: OrderRow): Promise<{ amount: number; currency: CurrencyCode }> {
  const payments = await succeededPayments(db, row.id);
  const payment = payments.find((p) => p.id === row.paidPaymentId) ?? payments[0];
  return { amount: payment ? await refundableOf(db, payment) : 0, currency: row.currency as CurrencyCode };
}

export async function adminOrderDetail(db: Db, id: string, scope: StaffScope): Promise<AdminOrderDetail> {
  const row = await orderInScope(db, id, scope);
  const customer = row.customerId !== null ? await customerById(db, row.customerId) : undefined;
  const shipment = await orderShipment(db, row.id);
  return {
    order: await orderView(db, row.id),
    customer: customer ? { id: customer.id, email: customer.email, name: `${customer.firstName} ${customer.lastName}`.trim() } : null,
    shipment: shipment ? { carrier: shipment.carrier, tracking_number: shipment.trackingNumber, shipped_at: shipment.shippedAt } : null,
    refundable: await refundableLeft(db, row),
    timeline: await timelineOf(db, row),
    version: row.version,
  };
}
