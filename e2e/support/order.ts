/**
 * Orders placed the way the storefront places them: the bag, the order and (optionally) the card
 * payment through the shop's API from inside `page`, so the bag and guest-order cookies are the page's
 * and the page can open the order afterwards.
 */
import type { Page } from 'playwright-core';

export interface OrderDetails {
  country: string;
  /** Accept-Language for the API's answers (texts, e-mails). */
  acceptLanguage?: string;
  variantId: number;
  quantity?: number;
  email: string;
  recipient: { first_name: string; last_name: string; calling_code: string; mobile: string };
  shippingAddress: Record<string, string>;
  /** Pay by the sandbox gateway's test card in the recipient's name. */
  pay?: boolean;
  /** Orders placed first with the same details and left unpaid (fraud screening's velocity counts them). */
  earlier?: number;
}

export interface PlacedOrder {
  id: string;
  number: string;
  total: number;
  /** The card payment's status when `pay`, else null. */
  payment: string | null;
  /** The order's status after payment. */
  status: string;
}

export function placeCardOrder(page: Page, details: OrderDetails): Promise<PlacedOrder> {
  return page.evaluate(async (d) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-platform': 'web', 'x-site-country': d.country, ...(d.acceptLanguage ? { 'accept-language': d.acceptLanguage } : {}) };
    const place = async () => {
      await fetch('/api/web/v1/cart/line-items', { method: 'POST', headers, body: JSON.stringify({ variant_id: d.variantId, quantity: d.quantity ?? 1 }) });
      const bag = (await (await fetch('/api/web/v1/cart', { headers })).json()).bag;
      const placed = await fetch('/api/web/v1/orders', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          email: d.email,
          recipient: d.recipient,
          delivery_option: 'standard',
          shipping_address: d.shippingAddress,
          payment_method: 'card',
          expected_total: bag.summary.total.amount,
        }),
      });
      const answer = await placed.json();
      if (!answer.order) throw new Error(`placing the order: ${JSON.stringify(answer)}`);
      return answer.order as { id: string; number: string; summary: { total: { amount: number } } };
    };
    for (let i = 0; i < (d.earlier ?? 0); i++) await place();
    const created = await place();
    let payment: string | null = null;
    if (d.pay) {
      const card = { number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2099, cvc: '123', name: `${d.recipient.first_name} ${d.recipient.last_name}`.toUpperCase() };
      payment = (await (await fetch(`/api/web/v1/orders/${created.id}/payments`, { method: 'POST', headers, body: JSON.stringify({ card }) })).json()).payment.status as string;
    }
    const after = (await (await fetch(`/api/web/v1/orders/${created.id}`, { headers })).json()).order;
    return { id: created.id, number: created.number, total: created.summary.total.amount, payment, status: after.status as string };
  }, details);
}
