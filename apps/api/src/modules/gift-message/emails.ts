/**
 * The gift e-mail to the recipient (`email.gift_message.*`, in the language the sender chose): the
 * link to the video and its QR code (an image the API draws for the link). Sent from the outbox
 * after the request committed; a link revoked or replaced meanwhile is not sent.
 */
import { type Language } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import type { Mailer, OutgoingMail } from '../../adapters/email/mailer.ts';
import type { Db } from '../../db/client.ts';
import { sendMailOnce } from '../mail/service.ts';
import { giftPageUrl, linkToken, tokenHash } from './links.ts';
import * as repo from './repo.ts';

interface Wiring {
  mailer: Mailer;
  publicUrl: string | undefined;
  key: Uint8Array;
}
const wiring = new WeakMap<Db, Wiring>();

/** The API registers its mailer for the database it serves. */
export function configureGiftMail(db: Db, mailer: Mailer, publicUrl: string | undefined, key: Uint8Array): void {
  wiring.set(db, { mailer, publicUrl, key });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function giftMail(input: { to: string; name: string; language: Language; url: string; qrUrl: string; expiresAt: Date }): OutgoingMail {
  const { language } = input;
  const t = (key: string, params?: Record<string, string>) => message(language, `email.gift_message.${key}` as never, params);
  const expires = new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : language, { dateStyle: 'long', timeZone: 'UTC' }).format(input.expiresAt);
  const lines = [input.name ? message(language, 'email.greeting', { name: input.name }) : t('greeting_anonymous'), t('body'), t('expires', { date: expires })];
  const action = t('watch');
  return {
    to: input.to,
    subject: t('subject'),
    text: [...lines, '', `${action}: ${input.url}`, '', 'Blush'].join('\n'),
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p><img src="${escapeHtml(input.qrUrl)}" width="180" height="180" alt="${escapeHtml(t('qr_alt'))}"></p>
<p>Blush</p></body></html>`,
  };
}

/** The outbox's handler: send the gift e-mail if the link it was asked for still works. */
export async function sendGiftMail(db: Db, payload: { orderId: string; linkHash: string; email: string; name: string; language: Language; origin: string }): Promise<void> {
  const w = wiring.get(db);
  const row = await repo.messageOf(db, payload.orderId);
  if (!w || !row?.linkNonce || row.linkRevokedAt || !row.linkExpiresAt || row.linkExpiresAt.getTime() <= Date.now()) return;
  const token = linkToken(w.key, row.orderId, row.linkNonce);
  if (tokenHash(token) !== payload.linkHash) return;
  const base = w.publicUrl ?? payload.origin;
  const url = giftPageUrl(base, token);
  const qrUrl = `${base.replace(/\/$/, '')}/api/web/v1/gift-messages/${token}/qr`;
  await sendMailOnce(db, w.mailer, giftMail({ to: payload.email, name: payload.name, language: payload.language, url, qrUrl, expiresAt: row.linkExpiresAt }), {
    kind: 'gift_message',
    meta: { link: payload.linkHash.slice(0, 16) },
    onceBy: 'link',
  });
}
