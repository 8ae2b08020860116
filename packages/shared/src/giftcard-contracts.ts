/**
 * HTTP contracts of gift cards and store credit (issue 18 items 3 and 4).
 *
 * - `GET /gift-cards/options`: the designs, preset amounts and limits of the shopper's country.
 * - `POST /cart/gift-cards` (purchaseGiftCardBodySchema) puts a gift card in the bag; `DELETE
 *   /cart/gift-cards/{id}` takes it out. Both answer the bag (`bagResponseSchema`), whose
 *   `giftCardLines` lists them. A gift card is paid through the normal checkout like any order: no
 *   discount, points or shipping on it; a bag of only gift cards needs no delivery address.
 * - `POST /gift-cards/balance` (number + PIN): the balance, expiry and country, throttled.
 * - `POST /cart/gift-card-redemptions` (number + PIN) applies a card to the bag and checkout;
 *   `DELETE /cart/gift-card-redemptions/{id}` removes it. `POST /cart/store-credit` applies the
 *   member's store credit, `DELETE /cart/store-credit` removes it. All answer the bag, whose
 *   `tender` says what cards and credit pay (and the cost summary's `giftCardRedeemed` and
 *   `storeCreditRedeemed`, already taken off its `total`, which is what is left to pay).
 * - `GET /store-credit`: the signed-in member's store credit in the site's country.
 * - `POST /ops/store-credit` (operations bearer token, Idempotency-Key): grant credit.
 */
import { z } from 'zod';
import { countryCodeSchema, currencySchema, moneySchema, recordIdSchema } from './contracts.ts';

/** The longest message a buyer can write on a gift card. */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 300;
/** How far ahead a gift card's delivery can be scheduled. */
export const GIFT_CARD_SCHEDULE_MAX_DAYS = 90;
/** A gift card number: 16 digits (spaces allowed when typed). PIN: 6 digits. */
export const GIFT_CARD_NUMBER_PATTERN = /^\d{16}$/;
export const GIFT_CARD_PIN_PATTERN = /^\d{6}$/;

/** A number as typed ("1234 5678 …"): spaces and dashes removed before it is checked. */
const cardNumber = z
  .string()
  .max(40)
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(GIFT_CARD_NUMBER_PATTERN));
const pin = z.string().trim().regex(GIFT_CARD_PIN_PATTERN);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD in the country time zone');

export const giftCardDesignSchema = z.object({
  id: z.string(),
  /** In the request language. */
  name: z.string(),
  /** CSS colours of the card face: background, text, and accent (ribbon, logo). */
  colors: z.object({ background: z.string(), foreground: z.string(), accent: z.string() }),
});
export type GiftCardDesignDto = z.infer<typeof giftCardDesignSchema>;

/** `GET /gift-cards/options`: what can be bought in the shopper's country (amounts in minor units). */
export const giftCardOptionsResponseSchema = z.object({
  country: countryCodeSchema,
  currency: currencySchema,
  designs: z.array(giftCardDesignSchema),
  /** Preset amounts in minor units of the country currency, smallest first. */
  presets: z.array(z.number().int()),
  /** A custom amount: min ≤ amount ≤ max, a multiple of `step` (all minor units). */
  min: z.number().int(),
  max: z.number().int(),
  step: z.number().int(),
  messageMaxLength: z.number().int(),
  /** The last delivery date that can be chosen, and today, in the country's time zone. */
  today: isoDate,
  latestDeliveryDate: isoDate,
  /** Months a card stays valid after it is issued. */
  validityMonths: z.number().int(),
});
export type GiftCardOptionsDto = z.infer<typeof giftCardOptionsResponseSchema>;

/** `POST /cart/gift-cards`: put a gift card in the bag. */
export const purchaseGiftCardBodySchema = z.object({
  design_id: z.string().min(1).max(40),
  /** Minor units of the country currency, within the country's limits. */
  amount: z.number().int().positive(),
  recipient_name: z.string().trim().min(1).max(80),
  recipient_email: z.email().max(254),
  sender_name: z.string().trim().min(1).max(80),
  message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX_LENGTH).default(''),
  /** "now", or a day (today up to GIFT_CARD_SCHEDULE_MAX_DAYS ahead) in the country's time zone. */
  deliver_on: z.union([z.literal('now'), isoDate]).default('now'),
});
export type PurchaseGiftCardBody = z.infer<typeof purchaseGiftCardBodySchema>;

/** A gift card waiting in the bag (and, once ordered, in the order). */
export const giftCardBagLineSchema = z.object({
  id: z.number().int(),
  design: giftCardDesignSchema,
  amount: moneySchema,
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  message: z.string(),
  deliverOn: z.union([z.literal('now'), isoDate]),
});
export type GiftCardBagLineDto = z.infer<typeof giftCardBagLineSchema>;

/** `POST /gift-cards/balance` and `POST /cart/gift-card-redemptions`. */
export const giftCardCredentialsBodySchema = z.object({ number: cardNumber, pin });
export type GiftCardCredentialsBody = z.infer<typeof giftCardCredentialsBodySchema>;

/** "•••• •••• •••• 1234". */
export const maskedNumberSchema = z.string().describe('the last four digits, the rest masked');

export const giftCardBalanceResponseSchema = z.object({
  maskedNumber: maskedNumberSchema,
  balance: moneySchema,
  /** ISO date-time the card expires. */
  expiresAt: z.string(),
  country: countryCodeSchema,
});
export type GiftCardBalanceDto = z.infer<typeof giftCardBalanceResponseSchema>;

/** What gift cards and store credit pay of the bag (and the checkout, which carries the bag). */
export const tenderSchema = z.object({
  giftCards: z.array(
    z.object({
      /** The id to remove it with (`DELETE /cart/gift-card-redemptions/{id}`). */
      id: z.number().int(),
      maskedNumber: maskedNumberSchema,
      /** What this card pays of the bag now (cards are used in the order they were applied). */
      amountUsed: moneySchema,
      /** The card's balance before this order. */
      balance: moneySchema,
    }),
  ),
  /** The member's credit; null for a guest. */
  credit: z
    .object({
      applied: z.boolean(),
      available: moneySchema,
      used: moneySchema,
      /** False while a promo code is on the bag (credit and codes do not combine, product guide §5). */
      canApply: z.boolean(),
    })
    .nullable(),
});
export type TenderDto = z.infer<typeof tenderSchema>;

export const emptyTender: TenderDto = { giftCards: [], credit: null };

/** `DELETE /cart/gift-card-redemptions/{id}` and `DELETE /cart/gift-cards/{id}`. */
export const giftCardLineParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `adjusted`: taken off by staff in the back office, with their note (issue 21 item 9). */
export const STORE_CREDIT_ENTRY_KINDS = ['goodwill', 'refund', 'spent', 'returned', 'adjusted'] as const;
export type StoreCreditEntryKind = (typeof STORE_CREDIT_ENTRY_KINDS)[number];

/** `GET /store-credit`: the member's credit in the site's country, newest entries first. */
export const storeCreditResponseSchema = z.object({
  balance: moneySchema,
  entries: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(STORE_CREDIT_ENTRY_KINDS),
      /** Positive when credit is given (goodwill, refund, returned), negative when spent. */
      amount: moneySchema,
      /** The operator's note in the member's words, or null. */
      note: z.string().nullable(),
      orderNumber: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type StoreCreditDto = z.infer<typeof storeCreditResponseSchema>;

/** `POST /ops/store-credit` (Idempotency-Key header): credit a member in a country. */
export const grantStoreCreditBodySchema = z.object({
  email: z.email().max(254),
  country: countryCodeSchema,
  /** Minor units of the country currency. */
  amount: z.number().int().positive().max(100_000_000),
  kind: z.enum(['goodwill', 'refund']),
  note: z.string().trim().max(300).optional(),
  order_id: z.string().max(64).optional(),
});
export const grantStoreCreditResponseSchema = z.object({ entryId: z.number().int(), balance: moneySchema });

export const giftCardIdSchema = recordIdSchema;
