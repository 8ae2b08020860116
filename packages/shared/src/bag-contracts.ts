/**
 * HTTP contracts of the bag (`cart`, `cart/bag`, `cart/items-count`, `cart/line-items`) and the
 * wishlist. The cost summary is computed on the server only, in integer minor units, and shown as is.
 */
import { z } from 'zod';
import { MAX_QUANTITY_PER_ITEM } from './bag.ts';
import { moneySchema, recordIdSchema } from './contracts.ts';
import { giftCardBagLineSchema, tenderSchema } from './giftcard-contracts.ts';
import { PROMOTION_KINDS, PROMO_CODE_MAX_LENGTH } from './promotion.ts';

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
  /** Not sold in the bag's country any more, or sold only in the Blush app now. */
  unavailable: z.boolean(),
  clickAndCollectOnly: z.boolean(),
  /** The bundle this line is priced in, if any (removing it asks for confirmation). */
  bundle: z.object({ promotionId: z.number().int(), title: z.string() }).nullable(),
});
export type BagLine = z.infer<typeof bagLineSchema>;

export const costSummarySchema = z.object({
  subtotal: moneySchema,
  discount: moneySchema,
  /** Staff discount and promotions, each named (the promotions work adds promo rows). */
  discounts: z.array(z.object({ kind: z.enum(['staff', 'promotion', 'bundle', 'perk']), label: z.string(), amount: moneySchema })),
  priceBeforeTax: moneySchema,
  tax: moneySchema,
  taxPercent: z.number(),
  taxName: z.string(),
  shipping: moneySchema,
  /** Still to spend for free shipping (0 when reached). */
  toFreeShipping: moneySchema,
  /** What applied gift cards pay (taken off `total`). */
  giftCardRedeemed: moneySchema,
  /** What applied store credit pays (taken off `total`); always sent by the API. */
  storeCreditRedeemed: moneySchema.optional(),
  pointsEarned: z.number().int(),
  total: moneySchema,
});
export type CostSummary = z.infer<typeof costSummarySchema>;

export const itemsCountResponseSchema = z.object({ count: z.number().int() });

export const addLineBodySchema = z.object({
  variant_id: recordIdSchema,
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
  /** Sold only in the Blush app: the wishlist offers no "Add to bag" for it. */
  appExclusive: z.boolean(),
  addedAt: z.string(),
});
export const wishlistResponseSchema = z.object({ items: z.array(wishlistItemSchema) });
/** `PUT /wishlist` (update): add or remove one variant. */
export const wishlistUpdateBodySchema = z.object({ variant_id: recordIdSchema, action: z.enum(['add', 'remove']) });
/** Move a bag line to the wishlist: it leaves the bag once it is saved. */
export const moveToWishlistBodySchema = z.object({ line_id: recordIdSchema });

// ---- Promotions, gifts, samples and rewards in the bag (product guide §3, §7) ----

export const promotionKindSchema = z.enum(PROMOTION_KINDS);

/** The promo code on the bag: kept while the bag changes, shown as not applicable with a hint. */
export const appliedPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: promotionKindSchema,
  title: z.string(),
  applicable: z.boolean(),
  /** What the shopper can do when it does not apply (spend more, add an eligible product). */
  hint: z.string().nullable(),
  discount: moneySchema,
  freeShipping: z.boolean(),
});

/** A gift, sample or reward added free, shown under the bag's lines. */
export const complimentaryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

export const bagExtrasSchema = z.object({
  promotion: appliedPromotionSchema.nullable(),
  /** Gift promotions that apply (the code's and automatic ones): the gifts chosen of the most allowed. */
  giftChoices: z.array(z.object({ promotionId: z.number().int(), title: z.string(), max: z.number().int(), selected: z.number().int() })),
  gifts: z.array(complimentaryItemSchema.extend({ promotionId: z.number().int() })),
  samples: z.array(complimentaryItemSchema),
  samplesMax: z.number().int(),
  reward: complimentaryItemSchema.extend({ redemptionId: z.number().int(), points: z.number().int() }).nullable(),
  /** Complete bundles in the bag: their lines are priced together; removing one breaks the bundle. */
  bundles: z.array(z.object({ promotionId: z.number().int(), title: z.string(), lineIds: z.array(z.number().int()), saving: moneySchema })),
});
export type BagExtras = z.infer<typeof bagExtrasSchema>;

export const applyCouponBodySchema = z.object({ code: z.string().trim().min(1).max(PROMO_CODE_MAX_LENGTH) });

/** `cart/offers`: promotions the shopper can use, with details and terms. */
export const offerSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  kind: promotionKindSchema,
  title: z.string(),
  details: z.string(),
  terms: z.string(),
  minSpend: moneySchema.nullable(),
  /** Promo codes: one per order. Automatic offers (bundles, spend-and-get gifts) add to it. */
  limitedToOnePerOrder: z.boolean(),
  endsAt: z.string().nullable(),
  applied: z.boolean(),
  applicable: z.boolean(),
  hint: z.string().nullable(),
  /** A bundle's products, each with the variant "add the bundle" puts in the bag. */
  products: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), brand: z.string(), variantId: z.number().int().nullable(), price: moneySchema.nullable() })),
});
export type OfferDto = z.infer<typeof offerSchema>;
export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });
export const addBundleBodySchema = z.object({ promotion_id: recordIdSchema });

/** A gift or sample to choose: Fully Redeemed when none is left. */
export const choosableItemSchema = complimentaryItemSchema.extend({ fullyRedeemed: z.boolean(), selected: z.boolean() });

/** `multiple-gwps`: every gift set open to the bag, "n selected of max". */
export const giftSetsResponseSchema = z.object({
  sets: z.array(
    z.object({
      promotionId: z.number().int(),
      title: z.string(),
      details: z.string(),
      code: z.string().nullable(),
      max: z.number().int(),
      selected: z.number().int(),
      gifts: z.array(choosableItemSchema),
    }),
  ),
});
export const chooseGiftsBodySchema = z.object({ gift_ids: z.array(recordIdSchema).max(20) });

/** `cart/samples`: the samples offered in the country; `max` of them may be chosen. */
export const samplesResponseSchema = z.object({
  max: z.number().int(),
  /** False while the bag holds nothing to buy: samples come with an order. */
  available: z.boolean(),
  samples: z.array(choosableItemSchema),
});
export const chooseSamplesBodySchema = z.object({ sample_ids: z.array(recordIdSchema).max(20) });

export const bagRewardBodySchema = z.object({ reward_id: recordIdSchema });

export const bagSchema = z.object({
  id: z.string(),
  country: z.string(),
  lines: z.array(bagLineSchema),
  itemsCount: z.number().int(),
  summary: costSummarySchema,
  /** Checkout is blocked while a line is out of stock or unavailable ("remove to proceed"). */
  canCheckout: z.boolean(),
  blockers: z.array(z.object({ lineId: z.number().int(), code: z.enum(['out_of_stock', 'variant_unavailable_in_country', 'app_exclusive']), message: z.string() })),
  /** Gift cards being bought (giftcard-contracts.ts); always sent by the API. */
  giftCardLines: z.array(giftCardBagLineSchema).optional(),
  /** Gift cards and store credit applied to pay the bag; always sent by the API. */
  tender: tenderSchema.optional(),
}).extend(bagExtrasSchema.shape);
export type BagDto = z.infer<typeof bagSchema>;
export const bagResponseSchema = z.object({ bag: bagSchema });

