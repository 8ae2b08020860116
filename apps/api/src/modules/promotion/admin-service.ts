/**
 * Promotions in the back office (issue 21 item 4): promo codes with their rules, created, edited
 * against the version the staff member read (a stale save is refused, nothing lost), paused and
 * resumed, each change audited in its own transaction. The storefront reads a code's promotion
 * fresh on every bag read (repo.byCode), so a change shows at once; the automatic promotions' cache
 * of this process is dropped too. The preview (flows/promotion-preview.ts) takes its rule from here.
 */
import { and, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type {
  AdminPromotion,
  AdminPromotionQuery,
  AdminPromotionRules,
  AdminPromotionStatus,
} from '@blush/shared/admin-promotion-contracts';
import type { Translated } from '@blush/shared/catalog';
import { LANGUAGES } from '@blush/shared/markets';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError } from '../../domain-error.ts';
import type { AuditEntry } from '../staff/audit.ts';
import type { PromotionRule } from './engine.ts';
import type { PromotionRow } from './repo.ts';
import { forgetAutomaticPromotions } from './service.ts';
import { promotions } from './tables.ts';

export type PromotionAudit = (t: Db, entry: AuditEntry) => Promise<void>;
export type RuleInput = Omit<AdminPromotionRules, 'code' | 'title'> & Partial<Pick<AdminPromotionRules, 'code' | 'title'>>;

export function statusOf(row: Pick<PromotionRow, 'active' | 'startsAt' | 'endsAt'>, now: Date): AdminPromotionStatus {
  if (!row.active) return 'paused';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  return 'active';
}

function dtoOf(row: PromotionRow, uses: number, now: Date): AdminPromotion {
  return {
    id: row.id,
    code: row.code ?? '',
    kind: row.kind as AdminPromotion['kind'],
    title: { ...row.title },
    percent: row.percent,
    amounts: (row.amounts as Record<string, number> | null) ?? null,
    min_spend: (row.minSpend as Record<string, number> | null) ?? null,
    first_order_only: row.firstOrderOnly,
    product_ids: row.productIds,
    brand_ids: row.brandIds,
    countries: row.countries,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    status: statusOf(row, now),
    uses,
    version: row.version,
  };
}

/** The stored columns of some rules (a title's missing languages read as English). */
/** A promo code's details and terms start empty: the offers panel lists only `listed` promotions, and these are not. */
const NO_TEXT = Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as Translated;
const titleOf = (t: AdminPromotionRules['title']) => ({ en: t.en, id: t.id || t.en, th: t.th || t.en, zh: t.zh || t.en });
function valuesOf(rules: RuleInput) {
  const title = rules.title ? titleOf(rules.title) : undefined;
  const some = <T>(list: T[] | null) => (list && list.length ? list : null);
  return {
    ...(rules.code !== undefined ? { code: rules.code } : {}),
    ...(title ? { title } : {}),
    kind: rules.kind,
    percent: rules.kind === 'percentage' ? rules.percent : null,
    amounts: rules.kind === 'fixed' ? rules.amounts : null,
    minSpend: rules.min_spend && Object.keys(rules.min_spend).length ? rules.min_spend : null,
    firstOrderOnly: rules.first_order_only,
    productIds: some(rules.product_ids),
    brandIds: some(rules.brand_ids),
    countries: some(rules.countries),
    startsAt: rules.starts_at ? new Date(rules.starts_at) : null,
    endsAt: rules.ends_at ? new Date(rules.ends_at) : null,
    usageLimit: rules.usage_limit,
    perCustomerLimit: rules.per_customer_limit,
  };
}

async function usesOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; n: number }>(db, sql`
    select promotion_id as id, count(*)::int as n from promotion_redemptions
    where promotion_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) group by promotion_id`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

const snapshot = (row: PromotionRow) => {
  const { createdAt: _created, ...rest } = row;
  return { ...rest, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null } as Record<string, unknown>;
};

export async function listPromotions(db: Db, query: AdminPromotionQuery, now = new Date()): Promise<{ promotions: AdminPromotion[] }> {
  const filters = [isNotNull(promotions.code), sql`${promotions.kind} in ('percentage', 'fixed', 'free_shipping')`];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(promotions.code, like), ilike(sql`${promotions.title}->>'en'`, like))!);
  }
  const rows = await db.select().from(promotions).where(and(...filters)).orderBy(desc(promotions.id)).limit(500);
  const uses = await usesOf(db, rows.map((r) => r.id));
  const all = rows.map((r) => dtoOf(r, uses.get(r.id) ?? 0, now));
  return { promotions: query.status ? all.filter((p) => p.status === query.status) : all };
}

async function codeRow(db: Db, id: number, lock = false): Promise<PromotionRow> {
  const select = db.select().from(promotions).where(and(eq(promotions.id, id), isNotNull(promotions.code)));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new DomainError('resource_not_found');
  return row;
}

export async function promotionDetail(db: Db, id: number, now = new Date()): Promise<AdminPromotion> {
  const row = await codeRow(db, id);
  return dtoOf(row, (await usesOf(db, [id])).get(id) ?? 0, now);
}

const codeTaken = (error: unknown) => (isUniqueViolation(error) ? new DomainError('promotion_code_taken') : error);

async function changed(db: Db, id: number): Promise<AdminPromotion> {
  forgetAutomaticPromotions(db);
  return promotionDetail(db, id);
}

export async function createPromotionRules(db: Db, rules: AdminPromotionRules, audit: PromotionAudit): Promise<AdminPromotion> {
  const row = await withTransaction(db, async (t) => {
    const [saved] = await t.insert(promotions).values({ ...valuesOf(rules), code: rules.code, title: titleOf(rules.title), details: NO_TEXT, terms: NO_TEXT, listed: false }).returning();
    await audit(t, { action: 'promotion.create', targetType: 'promotion', targetId: saved!.id, before: null, after: snapshot(saved!) });
    return saved!;
  }).catch((error: unknown) => {
    throw codeTaken(error);
  });
  return changed(db, row.id);
}

/** Save new rules if nobody saved since `version` was read; else 409 edit_conflict and nothing changes. */
export async function updatePromotionRules(db: Db, id: number, rules: AdminPromotionRules, version: number, audit: PromotionAudit): Promise<AdminPromotion> {
  await withTransaction(db, async (t) => {
    const row = await codeRow(t, id, true);
    if (row.version !== version) throw new DomainError('edit_conflict');
    const [saved] = await t.update(promotions).set({ ...valuesOf(rules), version: row.version + 1 }).where(eq(promotions.id, id)).returning();
    await audit(t, { action: 'promotion.update', targetType: 'promotion', targetId: id, before: snapshot(row), after: snapshot(saved!) });
  }).catch((error: unknown) => {
    throw codeTaken(error);
  });
  return changed(db, id);
}

/** Pause (shoppers can no longer use it; a bag holding it loses it at its next read) or resume. */
export async function setPromotionActive(db: Db, id: number, active: boolean, audit: PromotionAudit): Promise<AdminPromotion> {
  await withTransaction(db, async (t) => {
    const row = await codeRow(t, id, true);
    if (row.active === active) return;
    await t.update(promotions).set({ active, version: row.version + 1 }).where(eq(promotions.id, id));
    await audit(t, { action: active ? 'promotion.resume' : 'promotion.pause', targetType: 'promotion', targetId: id, before: { active: row.active }, after: { active } });
  });
  return changed(db, id);
}

/**
 * The engine's rule for a preview, as if live (paused or not yet started, it shows what it will do;
 * an end already past still says expired): a saved promo code, or rules being edited.
 */
export async function previewRule(db: Db, input: { promotionId?: number; rules?: RuleInput }): Promise<PromotionRule> {
  const base: PromotionRule = input.promotionId
    ? await codeRow(db, input.promotionId)
    : { id: 0, code: input.rules!.code ?? 'PREVIEW', giftMax: null, active: true, ...valuesOf(input.rules!) };
  return { ...base, active: true, startsAt: null };
}

/** The variants of some SKUs (a preview's sample bag). */
export async function variantIdsBySku(db: Db, skus: readonly string[]): Promise<Map<string, number>> {
  if (!skus.length) return new Map();
  const found = await queryRows<{ id: number; sku: string }>(db, sql`select id, sku from variants where sku in (${sql.join(skus.map((s) => sql`${s}`), sql`, `)})`);
  return new Map(found.map((r) => [r.sku, Number(r.id)]));
}
