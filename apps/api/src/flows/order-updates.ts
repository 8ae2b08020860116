/**
 * Order updates on the member's browsers (issue 18, notification choices): when operations pack,
 * ship, deliver or hand over an order, a member who wants order updates by push gets one (the
 * outbox's `order.update` handler). Receipts, payment instructions and refunds stay e-mails that
 * are always sent: they are the record of a purchase, not news.
 */
import type { Language } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import type { Db } from '../db/client.ts';
import { allows, pushToMember } from '../modules/notification/service.ts';
import { orderById } from '../modules/order/service.ts';

export const ORDER_UPDATE_ACTIONS = ['packed', 'shipped', 'delivered', 'collected'] as const;
export type OrderUpdate = (typeof ORDER_UPDATE_ACTIONS)[number];

export async function pushOrderUpdate(db: Db, orderId: string, update: OrderUpdate, publicUrl = ''): Promise<void> {
  const order = await orderById(db, orderId);
  if (!order || order.customerId === null || !(await allows(db, order.customerId, 'order_update', 'push'))) return;
  const language = order.language as Language;
  await pushToMember(db, order.customerId, {
    title: message(language, `push.order_${update}`, { number: order.number }),
    body: message(language, 'push.order_body'),
    url: `${publicUrl}/orders/${order.id}`,
    tag: `order-${order.id}`,
  });
}
