/**
 * Order e-mails in the order's language: the confirmation once paid, and the payment
 * instructions when a payment waits for the shopper (QR code or virtual account). Sent through
 * the mail adapter the API was built with (registered per database, like the other deps).
 */
import type { Language } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import { type CountryCode, type CurrencyCode, MARKETS } from '@blush/shared/markets';
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

type Texts = Record<Language, string>;
const T = {
  confirmSubject: { en: 'Your Blush order {number} is confirmed', id: 'Pesanan Blush {number} Anda telah dikonfirmasi', th: 'ยืนยันคำสั่งซื้อ Blush หมายเลข {number} แล้ว', zh: '您的 Blush 訂單 {number} 已確認' },
  instructionSubject: { en: 'Complete the payment of your Blush order {number}', id: 'Selesaikan pembayaran pesanan Blush {number}', th: 'ชำระเงินสำหรับคำสั่งซื้อ Blush หมายเลข {number}', zh: '請完成 Blush 訂單 {number} 的付款' },
  hello: { en: 'Hi {name},', id: 'Halo {name},', th: 'สวัสดีคุณ {name}', zh: '{name}，您好：' },
  thanks: { en: 'Thank you for your order. We have received your payment of {total}.', id: 'Terima kasih atas pesanan Anda. Kami telah menerima pembayaran sebesar {total}.', th: 'ขอบคุณสำหรับคำสั่งซื้อ เราได้รับการชำระเงิน {total} แล้ว', zh: '感謝您的訂購，我們已收到您付款的 {total}。' },
  pay: { en: 'Please pay {total} before {expires} to complete your order.', id: 'Silakan bayar {total} sebelum {expires} untuk menyelesaikan pesanan Anda.', th: 'โปรดชำระเงิน {total} ก่อน {expires} เพื่อให้คำสั่งซื้อเสร็จสมบูรณ์', zh: '請在 {expires} 前付款 {total} 以完成訂單。' },
  account: { en: 'Virtual account {bank}: {number}', id: 'Virtual account {bank}: {number}', th: 'บัญชีเสมือน {bank}: {number}', zh: '{bank} 虛擬帳戶：{number}' },
  refundSubject: { en: 'A refund for your Blush order {number}', id: 'Pengembalian dana untuk pesanan Blush {number}', th: 'การคืนเงินสำหรับคำสั่งซื้อ Blush หมายเลข {number}', zh: '您的 Blush 訂單 {number} 已退款' },
  refunded: {
    en: 'We have refunded {amount} to your original payment method. It can take 5 to 10 working days to appear on your statement.',
    id: 'Kami telah mengembalikan {amount} ke metode pembayaran Anda. Dana dapat muncul di rekening Anda dalam 5 sampai 10 hari kerja.',
    th: 'เราได้คืนเงิน {amount} ไปยังช่องทางการชำระเงินเดิมของคุณแล้ว อาจใช้เวลา 5 ถึง 10 วันทำการจึงจะปรากฏในรายการเดินบัญชี',
    zh: '我們已將 {amount} 退回至您原來的付款方式，款項可能需要 5 至 10 個工作天才會顯示在您的帳單上。',
  },
  view: { en: 'View your order', id: 'Lihat pesanan Anda', th: 'ดูคำสั่งซื้อของคุณ', zh: '查看訂單' },
  number: { en: 'Order number: {number}', id: 'Nomor pesanan: {number}', th: 'หมายเลขคำสั่งซื้อ: {number}', zh: '訂單編號：{number}' },
} satisfies Record<string, Texts>;

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? `{${k}}`);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(language: Language, to: string, subject: string, lines: string[], link: string): OutgoingMail {
  const action = T.view[language];
  const text = [...lines, '', `${action}: ${link}`, '', 'Blush'].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p>Blush</p></body></html>`;
  return { to, subject, text, html };
}

const linkOf = (w: Wiring, order: OrderRow) => `${w.publicUrl ?? ''}/orders/${order.id}`;

export async function sendConfirmation(db: Db, order: OrderRow): Promise<void> {
  const w = wiring.get(db);
  if (!w) return;
  const language = order.language as Language;
  const vars = { number: order.number, name: order.recipient.firstName, total: formatMoney(order.summary.total, language, order.country as CountryCode) };
  const lines = [fill(T.hello[language], vars), fill(T.thanks[language], vars), fill(T.number[language], vars)];
  await sendMail(db, w.mailer, compose(language, order.email, fill(T.confirmSubject[language], vars), lines, linkOf(w, order)), { kind: 'order_confirmation', meta: { order: order.number } });
}

export async function sendPaymentInstructions(db: Db, order: OrderRow, payment: { expiresAt: Date; bankName?: string | null; accountNumber?: string | null }): Promise<void> {
  const w = wiring.get(db);
  if (!w) return;
  const language = order.language as Language;
  const expires = new Intl.DateTimeFormat(`${language}-${order.country}`, { dateStyle: 'medium', timeStyle: 'short', timeZone: MARKETS[order.country as CountryCode].timeZone }).format(payment.expiresAt);
  const vars = { number: order.number, name: order.recipient.firstName, total: formatMoney(order.summary.total, language, order.country as CountryCode), expires, bank: payment.bankName ?? '', account: payment.accountNumber ?? '' };
  const lines = [fill(T.hello[language], vars), fill(T.pay[language], vars), fill(T.number[language], vars)];
  if (payment.accountNumber) lines.push(fill(T.account[language], { ...vars, number: payment.accountNumber }));
  await sendMail(db, w.mailer, compose(language, order.email, fill(T.instructionSubject[language], vars), lines, linkOf(w, order)), { kind: 'order_payment_instructions', meta: { order: order.number } });
}

/** Money went back to the shopper: how much, and when to expect it. */
export async function sendRefundNotice(db: Db, order: OrderRow, amount: number): Promise<void> {
  const w = wiring.get(db);
  if (!w) return;
  const language = order.language as Language;
  const vars = { number: order.number, name: order.recipient.firstName, amount: formatMoney({ amount, currency: order.currency as CurrencyCode }, language, order.country as CountryCode) };
  const lines = [fill(T.hello[language], vars), fill(T.refunded[language], vars), fill(T.number[language], vars)];
  await sendMail(db, w.mailer, compose(language, order.email, fill(T.refundSubject[language], vars), lines, linkOf(w, order)), { kind: 'order_refund', meta: { order: order.number } });
}
