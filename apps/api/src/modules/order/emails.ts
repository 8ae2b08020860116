/**
 * Order e-mails in the order's language (`email.*` in the message catalogue): the confirmation once
 * paid, the payment instructions when a payment waits for the shopper (QR code or virtual account)
 * and the refund notice. Sent through the mail adapter the API was built with (registered per
 * database, like the other deps).
 */
import { formatLocaleTag } from '@blush/shared/locale';
import { type CountryCode, type CurrencyCode, type Language, MARKETS } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import { formatMoney } from '@blush/shared/money';
import type { Mailer, OutgoingMail } from '../../adapters/email/mailer.ts';
import type { Db } from '../../db/client.ts';
import { sendMail } from '../mail/service.ts';
import type { OrderRow } from './repo.ts';

interface Wiring {
  mailer: Mailer;
  publicUrl: string | undefined;
}
const wiring = new WeakMap<Db, Wiring>();

/** The API registers its mailer for the database it serves. */
export function configureOrderMail(db: Db, mailer: Mailer, publicUrl: string | undefined): void {
  wiring.set(db, { mailer, publicUrl });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(language: Language, to: string, subject: string, lines: string[], link: string): OutgoingMail {
  const action = message(language, 'email.view_order');
  const text = [...lines, '', `${action}: ${link}`, '', 'Blush'].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p>Blush</p></body></html>`;
  return { to, subject, text, html };
}

const linkOf = (w: Wiring, order: OrderRow) => `${w.publicUrl ?? ''}/orders/${order.id}`;
const languageOf = (order: OrderRow) => order.language as Language;
const countryOf = (order: OrderRow) => order.country as CountryCode;
const greeting = (order: OrderRow) => message(languageOf(order), 'email.greeting', { name: order.recipient.firstName });
const numbered = (order: OrderRow) => message(languageOf(order), 'email.order.number', { number: order.number });

/** The confirmation of a paid order. */
export function confirmationMail(order: OrderRow, link: string): OutgoingMail {
  const language = languageOf(order);
  const total = formatMoney(order.summary.total, language, countryOf(order));
  const lines = [greeting(order), message(language, 'email.order.thanks', { total }), numbered(order)];
  return compose(language, order.email, message(language, 'email.order.confirmed_subject', { number: order.number }), lines, link);
}

/**
 * How to complete a payment that waits for the shopper, by when (in the country's time, day-month
 * on every English site as the storefront writes it), and the virtual account to pay into.
 */
export function paymentInstructionsMail(order: OrderRow, payment: { expiresAt: Date; bankName?: string | null; accountNumber?: string | null }, link: string): OutgoingMail {
  const language = languageOf(order);
  const country = countryOf(order);
  const expires = new Intl.DateTimeFormat(formatLocaleTag(language, country), { dateStyle: 'medium', timeStyle: 'short', timeZone: MARKETS[country].timeZone }).format(payment.expiresAt);
  const lines = [greeting(order), message(language, 'email.order.pay', { total: formatMoney(order.summary.total, language, country), expires }), numbered(order)];
  if (payment.accountNumber) lines.push(message(language, 'email.order.account', { bank: payment.bankName ?? '', number: payment.accountNumber }));
  return compose(language, order.email, message(language, 'email.order.payment_subject', { number: order.number }), lines, link);
}

/** Money went back to the shopper: how much, and when to expect it. */
export function refundMail(order: OrderRow, amount: number, link: string): OutgoingMail {
  const language = languageOf(order);
  const refunded = formatMoney({ amount, currency: order.currency as CurrencyCode }, language, countryOf(order));
  const lines = [greeting(order), message(language, 'email.order.refunded', { amount: refunded }), numbered(order)];
  return compose(language, order.email, message(language, 'email.order.refund_subject', { number: order.number }), lines, link);
}

/** The order left the warehouse: with whom, and the number to follow it by. */
export function shippedMail(order: OrderRow, shipment: { carrier: string; trackingNumber: string }, link: string): OutgoingMail {
  const language = languageOf(order);
  const lines = [greeting(order), message(language, 'email.order.shipped', { carrier: shipment.carrier, tracking: shipment.trackingNumber }), numbered(order)];
  return compose(language, order.email, message(language, 'email.order.shipped_subject', { number: order.number }), lines, link);
}

/** A click-and-collect order waits at its store. */
export function readyForCollectionMail(order: OrderRow, link: string): OutgoingMail {
  const language = languageOf(order);
  const lines = [greeting(order), message(language, 'email.order.ready'), numbered(order)];
  return compose(language, order.email, message(language, 'email.order.ready_subject', { number: order.number }), lines, link);
}

export async function sendShipped(db: Db, order: OrderRow, shipment: { carrier: string; trackingNumber: string }): Promise<void> {
  const w = wiring.get(db);
  if (!w) return;
  await sendMail(db, w.mailer, shippedMail(order, shipment, linkOf(w, order)), { kind: 'order_shipped', meta: { order: order.number } });
}

export async function sendReadyForCollection(db: Db, order: OrderRow): Promise<void> {
  const w = wiring.get(db);
  if (!w) return;
  await sendMail(db, w.mailer, readyForCollectionMail(order, linkOf(w, order)), { kind: 'order_ready_for_collection', meta: { order: order.number } });
}

export async function sendConfirmation(db: Db, order: OrderRow): Promise<void> {
  const w = wiring.get(db);
  if (!w) return;
  await sendMail(db, w.mailer, confirmationMail(order, linkOf(w, order)), { kind: 'order_confirmation', meta: { order: order.number } });
}

export async function sendPaymentInstructions(db: Db, order: OrderRow, payment: { expiresAt: Date; bankName?: string | null; accountNumber?: string | null }): Promise<void> {
  const w = wiring.get(db);
  if (!w) return;
  await sendMail(db, w.mailer, paymentInstructionsMail(order, payment, linkOf(w, order)), { kind: 'order_payment_instructions', meta: { order: order.number } });
}

export async function sendRefundNotice(db: Db, order: OrderRow, amount: number): Promise<void> {
  const w = wiring.get(db);
  if (!w) return;
  await sendMail(db, w.mailer, refundMail(order, amount, linkOf(w, order)), { kind: 'order_refund', meta: { order: order.number } });
}
