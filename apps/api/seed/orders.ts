/**
 * The demo members' purchases as real orders, so every account page tells one story: the order
 * history lists what the Beauty Pass points history earned points for. Each purchase is a bag of
 * catalogue products priced by the bag's own code (the staff discount, Gold free shipping), then an
 * order with its lines, a card payment the built-in gateway captured, and its way to the door
 * (packed, shipped, delivered), dated back from the seeding day. Written straight into the tables
 * the shop's flows write, with the times a shopper would have seen.
 *
 * The products are chosen deterministically (a hash of the product id and the member), sold and
 * in stock in the member's country and buyable on the web, so that the bag's merchandise total
 * comes to about the purchase's spend (never below it while the catalogue allows).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tier } from '@blush/shared/account';
import { percentOf, staffDiscountPercent } from '@blush/shared/bag';
import { estimatedDelivery } from '@blush/shared/delivery';
import { daysBetween, localDate } from '@blush/shared/loyalty';
import { type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import { type Db, queryRows } from '../src/db/client.ts';
import { gatewaySessions } from '../src/adapters/payments/tables.ts';
import { type Shopper, composeBag } from '../src/modules/bag/service.ts';
import { bagLines, bags } from '../src/modules/bag/tables.ts';
import { bagVariants } from '../src/modules/catalog/service.ts';
import type { CustomerRow } from '../src/modules/customer/repo.ts';
import { productOrderLine, recordOrder } from '../src/modules/order/service.ts';
import { orderEvents, orderLines } from '../src/modules/order/tables.ts';
import { payments } from '../src/modules/payment/tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Lines of one demo order, and units of one line. */
const MAX_LINES = 8;
const MAX_UNITS = 2;

/** A product a demo member may buy: its first variant sold in the country, and what it costs. */
export interface Candidate {
  variantId: number;
  productId: number;
  /** Sale price, else price (minor units). */
  price: number;
  stock: number;
  isHouse: boolean;
  nonDiscountable: boolean;
}

/** Products buyable on the web in a country, in an order of their own per member (`salt`). */
export async function candidates(db: Db, country: CountryCode, salt: string): Promise<Candidate[]> {
  const rows = await queryRows<{ variant_id: number; product_id: number; price: number; stock: number; is_house: boolean; non_discountable: boolean }>(db, sql`
    select * from (
      select distinct on (p.id) v.id as variant_id, p.id as product_id, coalesce(vm.sale_price, vm.price) as price, vm.stock, b.is_house, p.non_discountable
      from products p
      join brands b on b.id = p.brand_id
      join variants v on v.product_id = p.id
      join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
      where p.published and not (p.badges && array['coming_soon', 'app_exclusive']::text[])
        and vm.available and vm.price > 0 and vm.stock >= ${MAX_UNITS}
        and v.purchase_limit is null and b.purchase_limit is null and not v.click_and_collect_only
      order by p.id, v.position, v.id
    ) c
    order by md5(c.product_id::text || ${salt}), c.product_id
    limit 800`);
  return rows.map((r) => ({
    variantId: Number(r.variant_id),
    productId: Number(r.product_id),
    price: Number(r.price),
    stock: Number(r.stock),
    isHouse: r.is_house,
    nonDiscountable: r.non_discountable,
  }));
}

/** What one unit costs the member after the staff discount (staff only; as the bag computes it). */
export function netPrice(c: Candidate, employee: boolean): number {
  return employee && !c.nonDiscountable ? c.price - percentOf(c.price, staffDiscountPercent(c.isHouse)) : c.price;
}

/**
 * Lines whose net total comes to about `target`: first products that each carry a fair share of
 * what is left (one or two units, never past the target), then the cheapest product that reaches
 * it. Products in `used` are left out (a member's orders differ).
 */
export function pickLines(pool: readonly Candidate[], target: number, net: (c: Candidate) => number, used: ReadonlySet<number> = new Set()): Array<{ candidate: Candidate; quantity: number }> {
  const open = pool.filter((c) => !used.has(c.productId) && net(c) > 0);
  const picked: Array<{ candidate: Candidate; quantity: number }> = [];
  let sum = 0;
  for (const c of open) {
    if (picked.length >= MAX_LINES - 1) break;
    const left = target - sum;
    const unit = net(c);
    const share = left / (MAX_LINES - 1 - picked.length);
    if (unit > left || unit * MAX_UNITS < share) continue;
    const quantity = Math.min(MAX_UNITS, Math.floor(left / unit), c.stock);
    picked.push({ candidate: c, quantity });
    sum += unit * quantity;
  }
  while (sum < target && picked.length < MAX_LINES) {
    const rest = open.filter((c) => !picked.some((p) => p.candidate === c));
    const left = target - sum;
    const reach = rest.filter((c) => net(c) >= left).sort((a, b) => net(a) - net(b))[0] ?? rest.sort((a, b) => net(b) - net(a))[0];
    if (!reach) break;
    picked.push({ candidate: reach, quantity: 1 });
    sum += net(reach);
  }
  return picked;
}

export interface DemoOrderInput {
  customer: CustomerRow;
  /** The member's tier when the order was placed (its points and Gold's free shipping). */
  tier: Tier;
  address: Record<string, string>;
  at: Date;
  delivered: boolean;
  lines: ReadonlyArray<{ candidate: Candidate; quantity: number }>;
  /** Alternates the card, so the orders do not all look alike. */
  index: number;
}

export interface DemoOrder {
  number: string;
  /** The Beauty Pass spend: merchandise after discounts, as the paid-order handler records it. */
  spend: number;
  points: number;
  deliveredAt: Date | null;
}

const CARDS = [
  { brand: 'visa', last4: '4242' },
  { brand: 'mastercard', last4: '4444' },
] as const;

/** One paid demo order, delivered or on its way: bag, order, lines, payment, gateway session and timeline. */
export async function seedDemoOrder(db: Db, input: DemoOrderInput): Promise<DemoOrder> {
  const { customer, at } = input;
  const country = customer.country as CountryCode;
  const language = customer.language as Language;
  const currency = MARKETS[country].currency;
  const shopper: Shopper = { owner: { customerId: customer.id }, country, language, tier: input.tier, isEmployee: customer.isEmployee };

  // The bag it was, priced by the bag's own code on the day.
  const [bag] = await db.insert(bags).values({ customerId: customer.id, country, status: 'ordered', createdAt: at, updatedAt: at }).returning();
  const lineRows = await db
    .insert(bagLines)
    .values(input.lines.map((l, i) => ({ bagId: bag!.id, variantId: l.candidate.variantId, kind: 'product' as const, quantity: l.quantity, addedAt: new Date(at.getTime() - (input.lines.length - i) * MINUTE) })))
    .returning();
  const variants = new Map((await bagVariants(db, lineRows.map((l) => l.variantId), country, language)).map((v) => [v.id, v]));
  const dto = composeBag(shopper, bag, lineRows, variants, { now: at, code: undefined, usage: { total: 0, byShopper: 0, shopperOrders: null }, automatic: [], gifts: [], samples: [], reward: undefined, giftCards: { lines: [], cards: [] }, credit: null });
  if (!dto.canCheckout) throw new Error(`demo order of ${customer.email} cannot be bought: ${dto.blockers.map((b) => b.code).join(', ')}`);
  const summary = dto.summary;

  // The way to the door: packed and shipped the next day, delivered on the first estimated day.
  const estimate = estimatedDelivery(country, 'standard', at);
  const paidAt = new Date(at.getTime() + 2 * MINUTE);
  const packedAt = new Date(at.getTime() + 4 * HOUR);
  const shippedAt = new Date(at.getTime() + DAY);
  const deliveredAt = input.delivered ? new Date(at.getTime() + Math.max(2, daysBetween(localDate(country, at), estimate.from)) * DAY) : null;

  const paymentId = randomUUID();
  const order = await recordOrder(db, {
    country,
    language,
    currency,
    customerId: customer.id,
    guestTokenHash: null,
    email: customer.email,
    status: 'paid',
    fulfilment: deliveredAt ? 'delivered' : 'shipped',
    bagId: bag!.id,
    idempotencyKey: `demo-${paymentId}`,
    fingerprint: `demo-${paymentId}`,
    deliveryOption: 'standard',
    estimatedFrom: estimate.from,
    estimatedTo: estimate.to,
    recipient: { firstName: customer.firstName, lastName: customer.lastName, callingCode: customer.callingCode, mobile: customer.mobileNumber },
    shippingAddress: { country, ...input.address },
    summary,
    total: summary.total.amount,
    pointsEarned: summary.pointsEarned,
    paymentMethod: 'card',
    paymentExpiresAt: new Date(at.getTime() + 30 * MINUTE),
    paidAt,
    paidPaymentId: paymentId,
    createdAt: at,
    updatedAt: deliveredAt ?? shippedAt,
  });
  await db.insert(orderLines).values(dto.lines.map((line) => productOrderLine(order.id, line)));

  // The card payment and the gateway's session behind it (so an operator's refund can go through).
  const card = CARDS[input.index % CARDS.length]!;
  const ref = `ps_${randomBytes(12).toString('hex')}`;
  const money = { method: 'card', amount: summary.total.amount, currency, cardBrand: card.brand, cardLast4: card.last4, expiresAt: new Date(at.getTime() + 30 * MINUTE), createdAt: at, updatedAt: paidAt };
  await db.insert(gatewaySessions).values({ ref, reference: paymentId, orderNumber: order.number, status: 'succeeded', ...money });
  await db.insert(payments).values({ id: paymentId, orderId: order.id, status: 'succeeded', provider: 'builtin', providerRef: ref, settledAt: paidAt, ...money });

  const events: Array<{ type: string; data: Record<string, unknown>; at: Date }> = [
    { type: 'placed', data: { total: order.total, payment: 'card' }, at },
    { type: 'screened', data: { decision: 'accept', reasons: [] }, at: paidAt },
    { type: 'paid', data: { payment: paymentId }, at: paidAt },
    { type: 'ops_packed', data: {}, at: packedAt },
    { type: 'ops_shipped', data: {}, at: shippedAt },
    ...(deliveredAt ? [{ type: 'ops_delivered', data: {}, at: deliveredAt }] : []),
  ];
  await db.insert(orderEvents).values(events.map((e) => ({ orderId: order.id, ...e })));

  return { number: order.number, spend: summary.subtotal.amount - summary.discount.amount, points: summary.pointsEarned, deliveredAt };
}
