/**
 * The back office's automatic offers and free samples (issue 21 item 4): gifts with purchase with
 * their gift sets, bundles, and the free samples a shopper picks in the bag. JSON is snake_case;
 * money in minor units per country. Every change is audited in its own transaction; refusals answer
 * the error catalogue (403 `not_authorized`, 409 `edit_conflict` when the offer changed since it
 * was read, 422 `free_item_sku_unknown`, `gift_promotion_without_gifts`, `bundle_too_few_products`,
 * `free_item_stock_negative`, `offer_window_invalid` when the end is not after the start); nothing is
 * written on a refusal. `countries` null runs the offer in every country; `starts_at`/`ends_at`
 * (instants, either may be null) bound when the bag gives it.
 *
 * Endpoints (all under `/api/admin/v1`):
 * - `GET   /offers`                          promotions.read  — gifts with purchase and bundles (no code)
 * - `GET   /offers/:id`                      promotions.read  — one, with its gift set and version
 * - `POST  /offers`                          promotions.write — create one (a gift with its gift set)
 * - `PATCH /offers/:id`                      promotions.write — change it ({…, version}); gifts kept by id keep their stock
 * - `POST  /offers/:id/pause|resume`         promotions.write
 * - `POST  /offers/:id/gifts/:gift/stock`    promotions.write — add to or take from a gift's stock ({delta})
 * - `POST  /offers/preview`                  promotions.read  — the gift choice or bundle discount on a sample bag
 * - `GET   /samples`                         promotions.read  — free samples with their stock
 * - `POST  /samples`                         promotions.write — offer a variant as a sample
 * - `POST  /samples/:id/stock`               promotions.write — add to or take from its stock ({delta})
 * - `POST  /samples/:id/activate|deactivate` promotions.write
 * - `POST  /samples/:id/move`                promotions.write — one place up or down in the list
 */
import { z } from 'zod';
import { COUNTRY_CODES } from './markets.ts';

export const ADMIN_OFFER_KINDS = ['gift', 'bundle'] as const;
export const ADMIN_OFFER_STATUSES = ['active', 'paused', 'scheduled', 'expired'] as const;

const country = z.enum(COUNTRY_CODES);
const money = z.number().int().min(0).max(100_000_000);
const text = z.string().trim().max(200);
const translated = z.object({ en: text.min(1), id: text, th: text, zh: text });
const translatedOut = z.object({ en: z.string(), id: z.string(), th: z.string(), zh: z.string() });
const sku = z.string().trim().min(1).max(80);
const stock = z.number().int().min(0).max(1_000_000);

export const adminOfferGiftInputSchema = z.object({
  /** A gift already in the set (keeps its stock); without it, a new gift of `sku`. */
  id: z.number().int().positive().optional(),
  sku,
  label: translated,
  /** A new gift's first stock; a kept gift's stock changes only through its stock endpoint. */
  stock: stock.default(0),
});

const offerShape = {
  kind: z.enum(ADMIN_OFFER_KINDS),
  title: translated,
  details: translated.partial({ en: true }).optional(),
  min_spend: z.partialRecord(country, money).nullable().default(null),
  countries: z.array(country).nullable().default(null),
  starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Gift: how many gifts of the set a shopper may choose. */
  gift_max: z.number().int().min(1).max(10).nullable().default(null),
  gifts: z.array(adminOfferGiftInputSchema).max(30).default([]),
  /** Bundle: its products, each set of them `percent` off. */
  product_ids: z.array(z.number().int().positive()).max(20).nullable().default(null),
  percent: z.number().int().min(1).max(100).nullable().default(null),
};

function checkOffer(value: { kind: string; gift_max?: number | null; percent?: number | null }, ctx: z.RefinementCtx) {
  if (value.kind === 'gift' && !value.gift_max) ctx.addIssue({ code: 'custom', path: ['gift_max'], message: 'required for a gift' });
  if (value.kind === 'bundle' && !value.percent) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'required for a bundle' });
}

export const adminOfferCreateSchema = z.object(offerShape).superRefine(checkOffer);
export type AdminOfferInput = z.infer<typeof adminOfferCreateSchema>;
export type AdminOfferInputRaw = z.input<typeof adminOfferCreateSchema>;
export const adminOfferUpdateSchema = z.object({ ...offerShape, version: z.number().int().min(1) }).superRefine(checkOffer);
export const adminIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const adminGiftParamsSchema = z.object({ id: z.coerce.number().int().positive(), gift: z.coerce.number().int().positive() });
export const adminStockDeltaSchema = z.object({ delta: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0, 'not zero') });

/** A bundle's product as the editor shows it. */
export const adminOfferProductSchema = z.object({ id: z.number(), name: z.string(), brand: z.string() });
export type AdminOfferProduct = z.infer<typeof adminOfferProductSchema>;

export const adminFreeItemSchema = z.object({ id: z.number(), sku: z.string(), name: z.string(), label: translatedOut, stock: z.number() });
export const adminOfferSchema = z.object({
  id: z.number(),
  kind: z.enum(ADMIN_OFFER_KINDS),
  title: translatedOut,
  details: translatedOut,
  min_spend: z.record(z.string(), z.number()).nullable(),
  countries: z.array(z.string()).nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  gift_max: z.number().nullable(),
  gifts: z.array(adminFreeItemSchema),
  product_ids: z.array(z.number()).nullable(),
  /** A bundle's products by name, in `product_ids` order. */
  products: z.array(adminOfferProductSchema),
  percent: z.number().nullable(),
  status: z.enum(ADMIN_OFFER_STATUSES),
  uses: z.number(),
  version: z.number(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOfferListSchema = z.object({ offers: z.array(adminOfferSchema) });

export const adminOfferPreviewSchema = z.object({
  rules: z.object(offerShape).superRefine(checkOffer),
  country,
  bag: z.array(z.object({ sku, quantity: z.number().int().min(1).max(99) })).min(1).max(20),
});
export type AdminOfferPreviewRequest = z.input<typeof adminOfferPreviewSchema>;
export const adminOfferPreviewResultSchema = z.object({
  currency: z.string(),
  subtotal: z.number(),
  /** Gift: whether the gift choice opens, how many may be chosen, of which gifts; else why not and the spend missing. */
  gift_choice: z.object({ opens: z.boolean(), max: z.number(), gifts: z.array(z.object({ sku: z.string(), label: z.string(), stock: z.number() })), reason: z.string().nullable(), missing: z.number().nullable() }).nullable(),
  /** Bundle: how many complete sets the bag holds and what they save. */
  bundle: z.object({ sets: z.number(), discount: z.number() }).nullable(),
});
export type AdminOfferPreview = z.infer<typeof adminOfferPreviewResultSchema>;

export const adminSampleSchema = adminFreeItemSchema.extend({ countries: z.array(z.string()).nullable(), active: z.boolean(), position: z.number() });
export type AdminSample = z.infer<typeof adminSampleSchema>;
export const adminSampleListSchema = z.object({ samples: z.array(adminSampleSchema) });
export const adminSampleCreateSchema = z.object({ sku, label: translated, countries: z.array(country).nullable().default(null), stock: stock.default(0) });
export type AdminSampleCreate = z.input<typeof adminSampleCreateSchema>;
export const adminSampleMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
