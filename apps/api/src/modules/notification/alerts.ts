/**
 * "Waitlist me" and "Remind me" (product guide §1, §4): which alert a variant takes, a member's
 * one-click alert and its undo, a guest's alert by e-mail that waits for its confirmation link, and
 * the one-click unsubscribe of every alert e-mail. The e-mails go through the outbox, queued in the
 * transaction that makes the change.
 */
import { ALERTS_MAX, type AlertKind, type AlertTokenResponse, type ProductAlert } from '@blush/shared/notification-contracts';
import { type Db, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { mediaUrl } from '../catalog/service.ts';
import { type AlertLinkPurpose, isAlertToken } from './links.ts';
import { savePreferences } from './preferences.ts';
import * as repo from './repo.ts';

export interface AlertDeps {
  db: Db;
  key: Uint8Array;
}

/** The alert a variant can take in a country, or why none: in stock now, or not coming (back) here. */
export function alertKindFor(state: repo.VariantState | undefined): AlertKind {
  if (!state || !state.published) throw new DomainError('resource_not_found');
  if (!state.sold_here || !state.available) throw new DomainError('alert_not_possible');
  if (state.coming_soon) return 'launch';
  if (state.stock > 0) throw new DomainError('alert_not_needed');
  if (!state.restockable) throw new DomainError('alert_not_possible');
  return 'restock';
}

/** A member's alert, active at once (adding it again is a no-op); at most ALERTS_MAX live ones. */
export async function addMemberAlert(db: Db, customerId: number, variantId: number, country: string, language: string, now = new Date()): Promise<void> {
  const state = await repo.variantState(db, variantId, country);
  const kind = alertKindFor(state);
  const contact = await repo.customerContact(db, customerId);
  if (!contact) throw new DomainError('sign_in_required');
  await withTransaction(db, async (t) => {
    await repo.lockMember(t, customerId);
    const existing = await repo.liveAlertFor(t, contact.email, variantId, country);
    if (!existing && (await repo.liveCount(t, customerId)) >= ALERTS_MAX) throw new DomainError('alerts_full', { max: ALERTS_MAX });
    await repo.upsertActive(t, { kind, customerId, email: contact.email, country, language, productId: state!.product_id, variantId }, now);
  });
}

export async function removeMemberAlert(db: Db, customerId: number, variantId: number, country: string, now = new Date()): Promise<void> {
  await repo.cancelMemberAlert(db, customerId, variantId, country, now);
}

export async function memberAlerts(db: Db, customerId: number, language: string): Promise<ProductAlert[]> {
  const rows = await repo.memberAlerts(db, customerId, language);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    notifiedAt: r.notified_at ? new Date(r.notified_at).toISOString() : null,
    product: { id: r.product_id, slug: r.product_slug, name: r.product_name, brand: r.brand_name, imageUrl: r.image_id ? mediaUrl.productImage(r.image_id) : null },
    variant: { id: r.variant_id, sku: r.sku, shade: r.shade_name, shadeHex: r.shade_hex, size: r.size },
    inStock: r.in_stock,
  }));
}

/**
 * Anyone asks by e-mail. A signed-in member giving their own address is subscribed at once; any
 * other address gets a confirmation link first and nothing is active until it is opened. The answer
 * never says whether the address was already subscribed.
 */
export async function subscribeByEmail(
  db: Db,
  input: { email: string; variantId: number; country: string; language: string; memberId: number | null; origin?: string },
  now = new Date(),
): Promise<{ status: 'confirmation_sent' | 'active'; kind: AlertKind }> {
  const state = await repo.variantState(db, input.variantId, input.country);
  const kind = alertKindFor(state);
  const email = input.email.trim();
  if (input.memberId !== null) {
    const contact = await repo.customerContact(db, input.memberId);
    if (contact && contact.email.toLowerCase() === email.toLowerCase()) {
      await addMemberAlert(db, input.memberId, input.variantId, input.country, input.language, now);
      return { status: 'active', kind };
    }
  }
  await withTransaction(db, async (t) => {
    const alert = { kind, customerId: null, email, country: input.country, language: input.language, productId: state!.product_id, variantId: input.variantId };
    const created = await repo.insertPending(t, alert, now);
    if (created) return enqueue(t, 'alert.confirm', created.id, { alertId: created.id, origin: input.origin ?? '' });
    const existing = await repo.liveAlertFor(t, email, input.variantId, input.country);
    // Asked again while unconfirmed: one more link, at most every ten minutes (no mail bombing).
    if (existing?.status === 'pending' && (await repo.touchPending(t, existing.id, now))) {
      await enqueue(t, 'alert.confirm', `${existing.id}:${now.getTime()}`, { alertId: existing.id, origin: input.origin ?? '' });
    }
  });
  return { status: 'confirmation_sent', kind };
}

async function byToken(deps: AlertDeps, purpose: AlertLinkPurpose, id: string, token: string): Promise<repo.AlertRow> {
  const alert = await repo.alertById(deps.db, id);
  if (!alert || !isAlertToken(deps.key, purpose, id, token)) throw new DomainError('resource_not_found');
  return alert;
}

/** What a confirm or unsubscribe page shows: the alert's kind and state, and its product. */
async function tokenAnswer(db: Db, alert: repo.AlertRow): Promise<AlertTokenResponse> {
  const row = await repo.alertForMail(db, alert.id);
  return {
    kind: alert.kind,
    status: alert.status,
    product: { slug: row?.product_slug ?? '', name: row?.product_name ?? '', brand: row?.brand_name ?? '' },
    shade: row?.shade_name ?? row?.size ?? null,
  };
}

/** The confirmation link: a pending alert becomes active; opening it again changes nothing. */
export async function confirmAlert(deps: AlertDeps, id: string, token: string, now = new Date()): Promise<AlertTokenResponse> {
  const alert = await byToken(deps, 'confirm', id, token);
  return tokenAnswer(deps.db, (await repo.moveAlert(deps.db, id, ['pending'], 'active', now)) ?? alert);
}

/**
 * The unsubscribe link of every alert e-mail, one click: a waiting alert is cancelled; from the
 * e-mail that said it is back (the alert is done), a member stops restock (or launch) e-mails.
 */
export async function unsubscribeAlert(deps: AlertDeps, id: string, token: string, now = new Date()): Promise<AlertTokenResponse> {
  const alert = await byToken(deps, 'unsubscribe', id, token);
  if (alert.status === 'notified' && alert.customer_id !== null) {
    await savePreferences(deps.db, alert.customer_id, [{ topic: alert.kind, channel: 'email', enabled: false }]);
  }
  return tokenAnswer(deps.db, (await repo.moveAlert(deps.db, id, ['pending', 'active'], 'cancelled', now)) ?? alert);
}
