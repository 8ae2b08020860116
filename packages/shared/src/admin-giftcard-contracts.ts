/**
 * Gift cards and store credit in the back office (issue 21 item 9): the contract between
 * `/api/admin/v1/gift-cards…`, `/api/admin/v1/store-credit…` and the back-office app. JSON is
 * snake_case; amounts are minor units of the card's or country's currency. Every change is audited
 * in its own transaction and takes an `Idempotency-Key` header (a retry changes nothing; the same
 * key with another body is 409 `idempotency_conflict`). No answer ever holds a card's PIN or full number.
 *
 * Endpoints (all under `/api/admin/v1`):
 * - `GET  /gift-cards?q=`                 giftcards.manage — find cards by last 4 digits, full number or recipient e-mail
 * - `GET  /gift-cards/:id`                giftcards.manage — balance, status and ledger
 * - `POST /gift-cards`                    giftcards.manage — issue a card (amount within the country's limits)
 * - `POST /gift-cards/:id/void`           giftcards.manage — void what is left, with a reason
 * - `POST /gift-cards/:id/adjustments`    giftcards.manage — + or − with a reason; never below 0 nor above the card's face value
 * - `GET  /store-credit?member=`          credit.manage    — a member's credit per country, with its entries
 * - `POST /store-credit/adjustments`      credit.manage    — + or − a member's credit with a reason; never below 0
 */
import { z } from 'zod';
import { COUNTRY_CODES } from './markets.ts';

const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });
const reasonSchema = z.string().trim().min(3).max(300);

export const GIFT_CARD_STATUSES = ['active', 'spent', 'expired', 'voided', 'scheduled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export const adminGiftCardQuerySchema = z.object({ q: z.string().trim().min(4).max(254) });
export const adminGiftCardIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const adminGiftCardSummarySchema = z.object({
  id: z.number().int(),
  masked_number: z.string(),
  last4: z.string(),
  country: z.enum(COUNTRY_CODES),
  balance: moneySchema,
  initial_amount: moneySchema,
  status: z.enum(GIFT_CARD_STATUSES),
  recipient_name: z.string(),
  recipient_email: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type AdminGiftCardSummary = z.infer<typeof adminGiftCardSummarySchema>;

export const adminGiftCardListSchema = z.object({ cards: z.array(adminGiftCardSummarySchema) });
export type AdminGiftCardList = z.infer<typeof adminGiftCardListSchema>;

export const adminGiftCardLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['issued', 'redeemed', 'returned', 'voided', 'adjusted']),
  amount: z.number().int(),
  note: z.string().nullable(),
  order_id: z.string().nullable(),
  at: z.string(),
});

export const adminGiftCardDetailSchema = adminGiftCardSummarySchema.extend({
  sender_name: z.string(),
  delivered_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  ledger: z.array(adminGiftCardLedgerEntrySchema),
});
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetailSchema>;

/** `POST /gift-cards`: the currency is the country's; the card is e-mailed to the recipient. */
export const adminIssueGiftCardBodySchema = z.object({
  country: z.enum(COUNTRY_CODES),
  amount: z.number().int().positive(),
  recipient_name: z.string().trim().min(1).max(80),
  recipient_email: z.email().max(254),
  reason: reasonSchema,
});
export type AdminIssueGiftCardBody = z.infer<typeof adminIssueGiftCardBodySchema>;

export const adminGiftCardVoidBodySchema = z.object({ reason: reasonSchema });
export const adminGiftCardAdjustmentBodySchema = z.object({ amount: z.number().int().refine((n) => n !== 0), reason: reasonSchema });
export type AdminGiftCardAdjustmentBody = z.infer<typeof adminGiftCardAdjustmentBodySchema>;

/** A change's answer: the card as it is now; `created` false when a retry found it done already. */
export const adminGiftCardChangeSchema = z.object({ card: adminGiftCardDetailSchema, created: z.boolean() });
export type AdminGiftCardChange = z.infer<typeof adminGiftCardChangeSchema>;

// ---- Store credit ----

export const adminStoreCreditQuerySchema = z.object({ member: z.uuid() });

export const adminStoreCreditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['goodwill', 'refund', 'spent', 'returned', 'adjusted']),
  amount: z.number().int(),
  note: z.string().nullable(),
  order_number: z.string().nullable(),
  created_at: z.string(),
});

export const adminStoreCreditAccountSchema = z.object({ country: z.enum(COUNTRY_CODES), balance: moneySchema, entries: z.array(adminStoreCreditEntrySchema) });
export const adminStoreCreditSchema = z.object({ member_id: z.string(), accounts: z.array(adminStoreCreditAccountSchema) });
export type AdminStoreCredit = z.infer<typeof adminStoreCreditSchema>;

export const adminStoreCreditAdjustmentBodySchema = z.object({
  member_id: z.uuid(),
  country: z.enum(COUNTRY_CODES),
  amount: z.number().int().refine((n) => n !== 0),
  reason: reasonSchema,
});
export type AdminStoreCreditAdjustmentBody = z.infer<typeof adminStoreCreditAdjustmentBodySchema>;

export const adminStoreCreditChangeSchema = z.object({ credit: adminStoreCreditSchema, created: z.boolean() });
export type AdminStoreCreditChange = z.infer<typeof adminStoreCreditChangeSchema>;
