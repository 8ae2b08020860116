/**
 * Alert e-mails in the alert's language (`email.alert.*`): the guest's confirmation link, and the
 * "back in stock" / "it has launched" e-mail with the product, its shade or size and a link to it.
 * Every one carries a one-click unsubscribe link, also as the List-Unsubscribe header.
 * Sent from the outbox; links are absolute: PUBLIC_URL, else the origin of the request that
 * caused them, else the country's site.
 */
import { type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import type { Mailer, OutgoingMail } from '../../adapters/email/mailer.ts';
import type { Db } from '../../db/client.ts';
import { sendMailOnce } from '../mail/service.ts';
import { alertLink } from './links.ts';
import * as repo from './repo.ts';

interface Wiring {
  mailer: Mailer;
  publicUrl: string | undefined;
  key: Uint8Array;
}
const wiring = new WeakMap<Db, Wiring>();

export function configureAlertMail(db: Db, mailer: Mailer, publicUrl: string | undefined, key: Uint8Array): void {
  wiring.set(db, { mailer, publicUrl, key });
}

export function alertWiring(db: Db): Wiring | undefined {
  return wiring.get(db);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The product page with the alert's shade (or size) chosen. */
export function productLink(base: string, alert: Pick<repo.AlertMailRow, 'product_slug' | 'type' | 'sku'>): string {
  const param = alert.type === 'shade' ? `?shade=${encodeURIComponent(alert.sku)}` : alert.type === 'size' ? `?size=${encodeURIComponent(alert.sku)}` : '';
  return `${base}/products/${encodeURIComponent(alert.product_slug)}${param}`;
}

export type AlertMailKind = 'confirm' | 'restock' | 'launch';

export function alertMail(kind: AlertMailKind, alert: repo.AlertMailRow, base: string, key: Uint8Array): OutgoingMail {
  const language = alert.language as Language;
  const t = (k: string, params?: Record<string, string | number>) => message(language, `email.alert.${k}` as never, params);
  const product = alert.product_name;
  const unsubscribe = alertLink(base, key, 'unsubscribe', alert.id);
  const variantLine = alert.shade_name ? t('shade', { shade: alert.shade_name }) : alert.size ? t('size', { size: alert.size }) : null;
  const lines =
    kind === 'confirm'
      ? [t(alert.kind === 'launch' ? 'confirm_launch' : 'confirm_restock', { product }), ...(variantLine ? [variantLine] : []), t('confirm_ignore')]
      : [t(kind, { product, brand: alert.brand_name }), ...(variantLine ? [variantLine] : []), ...(kind === 'restock' ? [t('hurry')] : [])];
  const action = kind === 'confirm' ? { label: t('confirm_action'), href: alertLink(base, key, 'confirm', alert.id) } : { label: t('shop'), href: productLink(base, alert) };
  const subject = t(kind === 'confirm' ? 'confirm_subject' : `${kind}_subject`, { product });
  const text = [...lines, '', `${action.label}: ${action.href}`, '', t('unsubscribe_note', { link: unsubscribe }), '', 'Blush'].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#555"><a href="${escapeHtml(unsubscribe)}" style="color:#555">${escapeHtml(t('unsubscribe'))}</a></p>
<p>Blush</p></body></html>`;
  // Mail clients' own unsubscribe button opens the same one-click page.
  return { to: alert.email, subject, text, html, headers: { 'List-Unsubscribe': `<${unsubscribe}>` } };
}

/** The outbox's handler: one alert e-mail. */
export async function sendAlertMail(db: Db, kind: AlertMailKind, alertId: string, origin = ''): Promise<void> {
  const w = wiring.get(db);
  const alert = await repo.alertForMail(db, alertId);
  if (!w || !alert) return;
  if (kind === 'confirm' && alert.status !== 'pending') return;
  const base = w.publicUrl ?? (origin || `https://${MARKETS[alert.country as CountryCode].domain}`);
  // A confirmation may be asked for again (a new link every ten minutes); the news is sent once per alert.
  const meta: Record<string, string> = kind === 'confirm' ? { alert: alert.id, sku: alert.sku, at: new Date(alert.created_at).toISOString() } : { alert: alert.id, sku: alert.sku };
  await sendMailOnce(db, w.mailer, alertMail(kind, alert, base, w.key), { kind: `alert_${kind}`, meta, onceBy: kind === 'confirm' ? 'at' : 'alert' });
}
