/**
 * HTTP contracts of the bag (`cart`, `cart/bag`, `cart/items-count`, `cart/line-items`) and the
 * wishlist. The cost summary is computed on the server only, in integer minor units, and shown as is.
 */
import { z } from 'zod';
import { MAX_QUANTITY_PER_ITEM } from './bag.ts';
import { moneySchema } from './contracts.ts';

export const lineKindSchema = z.enum(['product', 'gift', 'sample', 'reward']);

export const bagLineSchema = z.object({
  id: z.number().int(),
  kind: lineKindSchema,
  variant: z.object({
    id: z.number().int(),
    sku: z.string(),
    type: z.enum(['shade', 'size', 'standard']),
    shade: z.string().nullable(),
    shadeHex: z.string().nullable(),
    size: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  brand: z.object({ slug: z.string(), name: z.string() }),
  quantity: z.number().int(),
  /** Most this line can hold now: min(6, stock, variant and brand limits). */
  maxQuantity: z.number().int(),
  /** Units left in stock in this country. */
  inventory: z.number().int(),
  /** Unit price charged (the sale price when on sale) and the regular price. */
  price: moneySchema,
  regularPrice: moneySchema,
  subtotal: moneySchema,
  discount: moneySchema,
  gstPercent: z.number(),
  pointsEarned: z.number().int(),
  nonDiscountable: z.boolean(),
  outOfStock: z.boolean(),
  /** Not sold in the bag's country any more. */
  unavailable: z.boolean(),
  clickAndCollectOnly: z.boolean(),
});
export type BagLine = z.infer<typeof bagLineSchema>;

export const costSummarySchema = z.object({
  subtotal: moneySchema,
  discount: moneySchema,
  /** Staff discount and promotions, each named (the promotions work adds promo rows). */
  discounts: z.array(z.object({ kind: z.enum(['staff', 'promotion', 'perk']), label: z.string(), amount: moneySchema })),
  priceBeforeTax: moneySchema,
  tax: moneySchema,
  taxPercent: z.number(),
  taxName: z.string(),
  shipping: moneySchema,
  /** Still to spend for free shipping (0 when reached). */
  toFreeShipping: moneySchema,
  giftCardRedeemed: moneySchema,
  pointsEarned: z.number().int(),
  total: moneySchema,
});
export type CostSummary = z.infer<typeof costSummarySchema>;

export const bagSchema = z.object({
  id: z.string(),
  country: z.string(),
  lines: z.array(bagLineSchema),
  itemsCount: z.number().int(),
  summary: costSummarySchema,
  /** Checkout is blocked while a line is out of stock or unavailable ("remove to proceed"). */
  canCheckout: z.boolean(),
  blockers: z.array(z.object({ lineId: z.number().int(), code: z.enum(['out_of_stock', 'variant_unavailable_in_country']), message: z.string() })),
});
export type BagDto = z.infer<typeof bagSchema>;
export const bagResponseSchema = z.object({ bag: bagSchema });

export const itemsCountResponseSchema = z.object({ count: z.number().int() });

export const addLineBodySchema = z.object({
  variant_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_ITEM).default(1),
});
export const updateLineBodySchema = z.object({ quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_ITEM) });

export const wishlistItemSchema = z.object({
  variantId: z.number().int(),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  brand: z.object({ slug: z.string(), name: z.string() }),
  shade: z.string().nullable(),
  size: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: moneySchema.nullable(),
  salePrice: moneySchema.nullable(),
  inStock: z.boolean(),
  addedAt: z.string(),
});
export const wishlistResponseSchema = z.object({ items: z.array(wishlistItemSchema) });
/** `PUT /wishlist` (update): add or remove one variant. */
export const wishlistUpdateBodySchema = z.object({ variant_id: z.number().int().positive(), action: z.enum(['add', 'remove']) });
/** Move a bag line to the wishlist: it leaves the bag once it is saved. */
export const moveToWishlistBodySchema = z.object({ line_id: z.number().int().positive() });
