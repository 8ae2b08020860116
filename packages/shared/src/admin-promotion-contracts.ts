/**
 * The back office's promotions (issue 21 item 4): the contract between `/api/admin/v1/promotions…`
 * and the back-office app. JSON is snake_case; money is in minor units per country. Every change is
 * audited in its own transaction; refusals answer the error catalogue (403 `not_authorized`, 409
 * `edit_conflict` when the promotion changed since it was read, 409 `promotion_code_taken`, 400
 * `validation_failed` for an end before the start or a negative amount).
 *
 * Endpoints (all under `/api/admin/v1`):
 * - `GET   /promotions?q=&status=`     promotions.read  — promo-code promotions with their status
 * - `GET   /promotions/:id`            promotions.read  — one, with the version an edit must name
 * - `POST  /promotions`                promotions.write — create a promo code with its rules
 * - `PATCH /promotions/:id`            promotions.write — change rules ({…, version})
 * - `POST  /promotions/:id/pause`      promotions.write — shoppers can no longer use it
 * - `POST  /promotions/:id/resume`     promotions.write
 * - `POST  /promotions/preview`        promotions.read  — what the rules (or a saved promotion) do to a sample bag; changes nothing
 */
import { z } from 'zod';
import { COUNTRY_CODES } from './markets.ts';
import { PROMO_CODE_MAX_LENGTH, PROMOTION_REASONS } from './promotion.ts';

export const ADMIN_PROMOTION_STATUSES = ['active', 'paused', 'scheduled', 'expired'] as const;
export type AdminPromotionStatus = (typeof ADMIN_PROMOTION_STATUSES)[number];
/** The kinds a promo code can have here (automatic gifts with purchase and bundles: admin-offer-contracts.ts). */
export const ADMIN_PROMO_CODE_KINDS = ['percentage', 'fixed', 'free_shipping'] as const;

const country = z.enum(COUNTRY_CODES);
const money = z.number().int().min(0).max(100_000_000);
const perCountry = z.partialRecord(country, money);
const text = z.string().trim().max(200);
const translated = z.object({ en: text.min(1), id: text, th: text, zh: text });

const rulesShape = {
  code: z.string().trim().min(2).max(PROMO_CODE_MAX_LENGTH).regex(/^[A-Za-z0-9_-]+$/),
  kind: z.enum(ADMIN_PROMO_CODE_KINDS),
  title: translated,
  percent: z.number().int().min(1).max(100).nullable().default(null),
  amounts: perCountry.nullable().default(null),
  min_spend: perCountry.nullable().default(null),
  first_order_only: z.boolean().default(false),
  product_ids: z.array(z.number().int().positive()).max(200).nullable().default(null),
  brand_ids: z.array(z.number().int().positive()).max(200).nullable().default(null),
  countries: z.array(country).nullable().default(null),
  starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
  usage_limit: z.number().int().min(1).nullable().default(null),
  per_customer_limit: z.number().int().min(1).nullable().default(null),
};

type RulesInput = { kind: string; percent?: number | null; amounts?: object | null; starts_at?: string | null; ends_at?: string | null };
/** The checks across fields: the window's end after its start; a percentage needs its percent, a fixed amount its amounts. */
function checkRules(value: RulesInput, ctx: z.RefinementCtx) {
  if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'must be after starts_at' });
  }
  if (value.kind === 'percentage' && !value.percent) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'required for a percentage' });
  if (value.kind === 'fixed' && !Object.values(value.amounts ?? {}).some((n) => Number(n) > 0)) ctx.addIssue({ code: 'custom', path: ['amounts'], message: 'an amount for at least one country' });
}

export const adminPromotionRulesSchema = z.object(rulesShape).superRefine(checkRules);
export type AdminPromotionRules = z.infer<typeof adminPromotionRulesSchema>;
export type AdminPromotionRulesInput = z.input<typeof adminPromotionRulesSchema>;

export const adminPromotionCreateSchema = adminPromotionRulesSchema;
export const adminPromotionUpdateSchema = z.object({ ...rulesShape, version: z.number().int().min(1) }).superRefine(checkRules);
export type AdminPromotionUpdate = z.input<typeof adminPromotionUpdateSchema>;

export const adminPromotionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const adminPromotionQuerySchema = z.object({
  q: z.string().trim().min(1).max(120).optional(),
  status: z.enum(ADMIN_PROMOTION_STATUSES).optional(),
});
export type AdminPromotionQuery = z.infer<typeof adminPromotionQuerySchema>;

export const adminPromotionSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(ADMIN_PROMO_CODE_KINDS),
  title: z.object({ en: z.string(), id: z.string(), th: z.string(), zh: z.string() }),
  percent: z.number().nullable(),
  amounts: z.record(z.string(), z.number()).nullable(),
  min_spend: z.record(z.string(), z.number()).nullable(),
  first_order_only: z.boolean(),
  product_ids: z.array(z.number()).nullable(),
  brand_ids: z.array(z.number()).nullable(),
  countries: z.array(z.string()).nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().nullable(),
  per_customer_limit: z.number().nullable(),
  status: z.enum(ADMIN_PROMOTION_STATUSES),
  uses: z.number(),
  version: z.number(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export const adminPromotionListSchema = z.object({ promotions: z.array(adminPromotionSchema) });

export const adminPromotionPreviewSchema = z.object({
  /** A saved promotion, or the rules being edited (not yet saved). */
  promotion_id: z.number().int().positive().optional(),
  rules: z.object(rulesShape).partial({ code: true, title: true }).superRefine(checkRules).optional(),
  country,
  bag: z.array(z.object({ sku: z.string().trim().min(1).max(80), quantity: z.number().int().min(1).max(99) })).min(1).max(20),
  /** As a shopper with this many orders placed before (first-order rule); null: a guest. */
  shopper_orders: z.number().int().min(0).nullable().default(null),
}).refine((v) => (v.promotion_id === undefined) !== (v.rules === undefined), { message: 'promotion_id or rules', path: ['rules'] });
export type AdminPromotionPreviewRequest = z.input<typeof adminPromotionPreviewSchema>;

export const adminPromotionPreviewResultSchema = z.object({
  currency: z.string(),
  applies: z.boolean(),
  /** Why it does not apply (the storefront's reasons), and the spend still missing for `min_spend`. */
  reason: z.enum(PROMOTION_REASONS).nullable(),
  missing: z.number().nullable(),
  lines: z.array(z.object({ sku: z.string(), name: z.string().nullable(), quantity: z.number(), unit_price: z.number(), discount: z.number(), found: z.boolean(), payable: z.boolean() })),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  free_shipping: z.boolean(),
});
export type AdminPromotionPreview = z.infer<typeof adminPromotionPreviewResultSchema>;
