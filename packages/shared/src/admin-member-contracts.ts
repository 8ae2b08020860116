/**
 * The back office's members, Beauty Pass points and review moderation (issue 21 items 5 and 6):
 * the contract between `/api/admin/v1/members…`, `/api/admin/v1/reviews…` and the back-office app.
 * JSON is snake_case. Every change is a staff action of the permission table and is written to the
 * audit trail in its own transaction; refusals answer the error catalogue in the staff member's
 * language (403 `not_authorized` outside the role, 404 `user_not_found` for an unknown member …).
 *
 * Endpoints (all under `/api/admin/v1`):
 * - `GET  /members?q=&cursor=&limit=`           members.read   — find members ({@link adminMemberQuerySchema})
 * - `GET  /members/:id`                          members.read   — one member's whole picture ({@link adminMemberDetailSchema})
 * - `POST /members/:id/points-adjustments`       points.adjust  — + or − points with a reason; `Idempotency-Key` header required
 * - `POST /members/:id/tier-override`            tier.override  — a tier until an end date, with a reason
 * - `POST /members/:id/unlock`                   members.write  — lift the sign-in lock and forget failed sign-ins
 * - `POST /members/:id/emails`                   members.write  — send a password-reset link or the welcome e-mail again
 * - `POST /members/:id/erase`                    members.erase  — erase the member's personal data (docs/decisions/0033-member-erasure.md)
 * - `GET  /reviews?status=pending&cursor=&limit=` reviews.moderate — the moderation queue, oldest first
 * - `POST /reviews/:id/publish`                  reviews.moderate — publish (awards the review points once)
 * - `POST /reviews/:id/reject`                   reviews.moderate — reject with a reason
 */
import { z } from 'zod';
import { TIERS } from './account.ts';
import { BOOKING_STATES } from './booking.ts';
import { pointSourceSchema } from './loyalty-contracts.ts';

/** `:id` of a member: the customer's public id (a UUID, as in the storefront's tokens). */
export const adminMemberIdParamsSchema = z.object({ id: z.uuid() });

/**
 * `GET /members`: `q` matches an e-mail (its beginning, any case; a single word also matches the
 * beginning of an e-mail), a mobile number (digits, with or without the calling code: at least 4),
 * a name (first, last or both, each its beginning, any case), or a Beauty Pass card number (16
 * digits, or its last digits). Without `q`, the newest members. Keyset pages:
 * pass the previous page's `next_cursor` as `cursor`.
 */
export const adminMemberQuerySchema = z.object({
  q: z.string().trim().min(1).max(254).optional(),
  cursor: z.string().regex(/^\d{1,10}$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminMemberQuery = z.infer<typeof adminMemberQuerySchema>;

const tierSchema = z.enum(TIERS);

export const adminMemberRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** "+65 91234567" */
  phone: z.string(),
  country: z.string(),
  /** The Beauty Pass card number (16 digits): the member number staff are told on the phone. */
  card_number: z.string(),
  /** The tier the member has now (an active override included). */
  tier: tierSchema,
  created_at: z.string(),
  /** When staff erased the member's personal data (then name, e-mail and phone are empty), else null. */
  erased_at: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMemberListResponseSchema = z.object({
  members: z.array(adminMemberRowSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});

const money = z.object({ amount: z.number().int(), currency: z.string() });

/** A tier override in force: the member reads `tier` until `ends_at` (then their earned tier again). */
export const adminTierOverrideSchema = z.object({
  tier: tierSchema,
  reason: z.string(),
  ends_at: z.string(),
});

/** One row of the points ledger, newest first; `description` is what the member reads (the reason included for manual adjustments). */
export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  source: pointSourceSchema,
  /** Signed: + earned, − spent or taken off. */
  points: z.number().int(),
  status: z.enum(['pending', 'available']),
  description: z.string(),
  /** The staff member's reason of a manual adjustment, else null. */
  reason: z.string().nullable(),
  order_number: z.string().nullable(),
  created_at: z.string(),
  available_at: z.string().nullable(),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

/** `GET /members/:id`: everything customer service needs on one screen. */
export const adminMemberDetailSchema = z.object({
  member: adminMemberRowSchema.extend({
    language: z.string(),
    date_of_birth: z.string(),
    marketing_consent: z.boolean(),
    is_employee: z.boolean(),
  }),
  beauty_pass: z.object({
    /** What the member has now (the override while it lasts). */
    tier: tierSchema,
    /** What the tier rules give (the member's tier once an override ends). */
    earned_tier: tierSchema,
    override: adminTierOverrideSchema.nullable(),
    balance: z.number().int(),
    pending: z.number().int(),
  }),
  /** Sign-in: `locked` = the account-level lock (new devices need an e-mailed code); `blocked_addresses` = addresses blocked after wrong passwords. Unlock clears both. */
  sign_in: z.object({ locked: z.boolean(), locked_until: z.string().nullable(), blocked_addresses: z.number().int() }),
  /** The 20 most recent orders, newest first. */
  orders: z.array(z.object({ id: z.string(), number: z.string(), created_at: z.string(), status: z.string(), fulfilment: z.string(), total: money, items_count: z.number().int() })),
  /** Bookings, soonest first as the storefront lists them. */
  bookings: z.array(z.object({ id: z.string(), number: z.string(), activity: z.string(), store: z.string(), starts_at: z.string(), state: z.enum(BOOKING_STATES) })),
  /** The current bag in the member's country. */
  bag: z.array(z.object({ sku: z.string(), product: z.string(), brand: z.string(), quantity: z.number().int(), price: money })),
  /** The 50 newest ledger rows. */
  ledger: z.array(adminLedgerEntrySchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** A reason staff give: shown to the member (points) or kept in the audit trail (tier, rejection). */
const reason = z.string().trim().min(1).max(200);

/** Largest single adjustment, either way. */
export const MAX_POINTS_ADJUSTMENT = 1_000_000;

/**
 * `POST /members/:id/points-adjustments` with an `Idempotency-Key` header (8–100 letters, digits,
 * `-` or `_`): a retry with the same key and body adjusts once and answers the same; the same key
 * with another body is 409 `idempotency_conflict`. A negative amount larger than the balance is 422
 * `points_balance_negative` and changes nothing, however many staff adjust at once.
 */
export const adminPointsAdjustmentBodySchema = z.object({
  /** Signed whole points, not 0. */
  points: z.number().int().min(-MAX_POINTS_ADJUSTMENT).max(MAX_POINTS_ADJUSTMENT).refine((n) => n !== 0, 'not 0'),
  /** Shown to the member on their points history ("Points adjustment by Blush: <reason>"). */
  reason,
});
export type AdminPointsAdjustmentBody = z.infer<typeof adminPointsAdjustmentBodySchema>;

export const adminPointsAdjustmentResponseSchema = z.object({
  entry: adminLedgerEntrySchema,
  /** The available balance after the adjustment. */
  balance: z.number().int(),
  /** False when this answers a retry of an adjustment already made. */
  created: z.boolean(),
});

/** `POST /members/:id/tier-override`: `ends_on` is a date in the member's country; the override lasts through that day. */
export const adminTierOverrideBodySchema = z.object({
  tier: tierSchema,
  reason,
  ends_on: z.iso.date(),
});
export type AdminTierOverrideBody = z.infer<typeof adminTierOverrideBodySchema>;

export const adminTierOverrideResponseSchema = z.object({ tier: tierSchema, earned_tier: tierSchema, override: adminTierOverrideSchema });

/** `POST /members/:id/unlock`: what was lifted. */
export const adminUnlockResponseSchema = z.object({ was_locked: z.boolean(), cleared_addresses: z.number().int() });

export const ADMIN_MEMBER_EMAILS = ['password_reset', 'welcome'] as const;
/** `POST /members/:id/emails`: a fresh password-reset link (earlier links stop working) or the welcome e-mail with the card number. */
export const adminMemberEmailBodySchema = z.object({ email: z.enum(ADMIN_MEMBER_EMAILS) });
export const adminMemberEmailResponseSchema = z.object({ sent: z.enum(ADMIN_MEMBER_EMAILS), to: z.string() });

/**
 * `GET /members/:id/export` (members.erase: administrators and customer service; audited as `member.exported`): the
 * member's personal data for a data-access request, to hand over as a JSON file. Each section is
 * what the storefront's own API answers for it (the account, its orders in full with addresses,
 * bookings, reviews, wishlist, points ledger and perks), plus the consents with their wording version.
 */
export const adminMemberExportSchema = z.object({
  exported_at: z.string(),
  member: z.record(z.string(), z.unknown()),
  consents: z.array(z.object({ kind: z.string(), granted: z.boolean(), version: z.string(), recorded_at: z.string() })),
  beauty_pass: z.record(z.string(), z.unknown()),
  points_ledger: z.array(adminLedgerEntrySchema),
  perks: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(z.record(z.string(), z.unknown())),
  bookings: z.array(z.record(z.string(), z.unknown())),
  reviews: z.array(z.record(z.string(), z.unknown())),
  wishlist: z.array(z.record(z.string(), z.unknown())),
});
export type AdminMemberExport = z.infer<typeof adminMemberExportSchema>;

/**
 * `POST /members/:id/erase` (members.erase: administrators and customer service; audited as
 * `member.erased` without the erased data): `confirm_email` must be the member's e-mail address
 * (any case), `reason` is kept in the audit trail. In one transaction the account is anonymised and
 * can no longer sign in; orders stay with their amounts but without name, contact or address; future
 * bookings are cancelled. 409 `member_already_erased`, 409 `member_has_open_orders`.
 */
export const adminMemberEraseBodySchema = z.object({
  confirm_email: z.string().trim().min(1).max(254),
  reason: z.string().trim().min(3).max(500),
});
export type AdminMemberEraseBody = z.infer<typeof adminMemberEraseBodySchema>;
export const adminMemberErasureSchema = z.object({
  erased_at: z.string(),
  orders_anonymised: z.number().int(),
  bookings_cancelled: z.number().int(),
  reviews_detached: z.number().int(),
});
export type AdminMemberErasure = z.infer<typeof adminMemberErasureSchema>;

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;

/** `GET /reviews`: by status (default the queue: pending), oldest first; keyset pages through `cursor`. */
export const adminReviewQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  cursor: z.string().regex(/^\d{1,10}$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  product: z.object({ slug: z.string(), name: z.string(), brand: z.string() }),
  /** The member who wrote it (null when their account is gone). */
  member: z.object({ id: z.uuid(), email: z.string(), name: z.string() }).nullable(),
  author_name: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  language: z.string(),
  country: z.string(),
  verified_purchase: z.boolean(),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListResponseSchema = z.object({ reviews: z.array(adminReviewSchema), next_cursor: z.string().nullable() });
export const adminReviewIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /reviews/:id/reject`: the reason stays in the audit trail and on the review. */
export const adminReviewRejectBodySchema = z.object({ reason });

/** Publish or reject: a review already moderated (by a colleague a moment earlier) is 409 `review_already_moderated`. */
export const adminReviewResponseSchema = z.object({
  review: adminReviewSchema,
  /** Publishing: the Beauty Pass points the author got for it (0 without an author). */
  points_awarded: z.number().int(),
});
