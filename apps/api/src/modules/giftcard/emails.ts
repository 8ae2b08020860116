/**
 * The gift card e-mail (`email.gift_card.*`), in the buyer's site language, to the recipient: the
 * card's face in its design's colours, the amount, the sender's message, the number and PIN, the
 * expiry and how to use it. Sent from the outbox (`giftcard.deliver`) when its day comes; the
 * number and PIN in clear are wiped in the same transaction that records the e-mail.
 */
import { formatLocaleTag } from '@blush/shared/locale';
import { type CountryCode, type CurrencyCode, type Language, MARKETS } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import { formatMoney } from '@blush/shared/money';
import type { Mailer, OutgoingMail } from '../../adapters/email/mailer.ts';
import { type Db, withTransaction } from '../../db/client.ts';
import { sendMail } from '../mail/service.ts';
import { groupNumber } from './codes.ts';
import * as repo from './repo.ts';

interface Wiring {
  mailer: Mailer;
  publicUrl: string | undefined;
}
const wiring = new WeakMap<Db, Wiring>();

/** The API registers its mailer for the database it serves. */
export function configureGiftCardMail(db: Db, mailer: Mailer, publicUrl: string | undefined): void {
  wiring.set(db, { mailer, publicUrl });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function giftCardMail(card: repo.CardRow, secret: { number: string; pin: string }, design: repo.DesignRow | undefined, base: string): OutgoingMail {
  const language = card.language as Language;
  const country = card.country as CountryCode;
  const t = (key: string, params?: Record<string, string | number>) => message(language, `email.gift_card.${key}` as never, params);
  const amount = formatMoney({ amount: card.initialAmount, currency: card.currency as CurrencyCode }, language, country);
  const expires = new Intl.DateTimeFormat(formatLocaleTag(language, country), { dateStyle: 'long', timeZone: MARKETS[country].timeZone }).format(card.expiresAt);
  const designName = design ? design.name[language] || design.name.en : '';
  const lines = [
    message(language, 'email.greeting', { name: card.recipientName }),
    t('intro', { sender: card.senderName, amount }),
    ...(card.message ? [t('message', { message: card.message })] : []),
    ...(designName ? [t('design', { design: designName })] : []),
    t('number', { number: groupNumber(secret.number) }),
    t('pin', { pin: secret.pin }),
    t('expires', { country: message(language, `countries.${country}`), date: expires }),
    t('how_to_use'),
  ];
  const link = `${base}/gift-cards/balance`;
  const colors = design ?? { background: '#f9d5e0', foreground: '#111111', accent: '#c2185b' };
  const text = [...lines, '', `${t('shop')}: ${base}/`, link, '', 'Blush'].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<div role="img" aria-label="${escapeHtml(`${designName} ${amount}`)}" style="background:${escapeHtml(colors.background)};color:${escapeHtml(colors.foreground)};border-radius:16px;padding:32px 24px;margin-bottom:24px;border-left:12px solid ${escapeHtml(colors.accent)}">
<p style="margin:0;font-size:14px;letter-spacing:.2em">BLUSH</p><p style="margin:16px 0 0;font-size:32px;font-weight:700">${escapeHtml(amount)}</p></div>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(`${base}/`)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(t('shop'))}</a></p>
<p>Blush</p></body></html>`;
  return { to: card.recipientEmail, subject: t('subject', { sender: card.senderName }), text, html };
}

/**
 * E-mail card `cardId` if it has not gone yet: the card row is locked, the e-mail recorded and
 * the card marked delivered (its number and PIN wiped) in one transaction, so a second worker or
 * a retry finds it delivered. Throws (the outbox retries) while no mailer is configured.
 */
export async function deliverCard(db: Db, cardId: number, now = new Date()): Promise<boolean> {
  const w = wiring.get(db);
  if (!w) throw new Error('gift card mail is not configured');
  return withTransaction(db, async (t) => {
    const card = await repo.lockCard(t, cardId);
    if (!card || card.deliveredAt || !card.deliverySecret) return false;
    const design = (await repo.designs(t)).find((d) => d.id === card.designId);
    const base = w.publicUrl ?? `https://${MARKETS[card.country as CountryCode].domain}`;
    await sendMail(t, w.mailer, giftCardMail(card, card.deliverySecret, design, base), { kind: 'gift_card', meta: { card: String(card.id) } });
    await repo.markDelivered(t, card.id, now);
    return true;
  });
}
