import type { Language } from './markets.ts';
import { type MessageKey, isMessageKey, message } from './messages.ts';

interface ErrorDefinition {
  status: number;
}

/**
 * The error catalogue of product guide §8: every code the API can answer with and its HTTP status.
 * The message shown to a shopper is `errors.<code>` in the message catalogue (decision 0021), its
 * `{name}` placeholders filled from `params`.
 */
export const ERROR_CATALOGUE = {
  user_not_found: { status: 404 },
  landing_page_not_found: { status: 404 },
  layout_not_found: { status: 404 },
  resource_not_found: { status: 404 },
  route_not_found: { status: 404 },
  not_authorized: { status: 403 },
  owner_mismatch: { status: 403 },
  promotion_invalid: { status: 422 },
  offer_not_found: { status: 404 },
  authentication_failed: { status: 401 },
  sign_in_blocked: { status: 423 },
  sign_in_slowed_down: { status: 429 },
  sign_in_code_required: { status: 401 },
  sign_in_code_invalid: { status: 401 },
  reset_link_expired: { status: 410 },
  google_not_linked: { status: 404 },
  sign_in_required: { status: 401 },
  password_rules: { status: 422 },
  wrong_current_password: { status: 422 },
  email_taken: { status: 409 },
  consent_required: { status: 422 },
  too_young: { status: 422 },
  calling_code_mismatch: { status: 422 },
  unlock_link_invalid: { status: 410 },
  social_sign_in_failed: { status: 400 },
  insufficient_points: { status: 422 },
  already_redeemed: { status: 409 },
  members_only: { status: 401 },
  quantity_limit: { status: 422 },
  variant_limit: { status: 422 },
  brand_limit: { status: 422 },
  wishlist_full: { status: 422 },
  alert_not_needed: { status: 422 },
  alert_not_possible: { status: 422 },
  alerts_full: { status: 422 },
  variant_unavailable_in_country: { status: 422 },
  app_exclusive: { status: 422 },
  booking_cancelled: { status: 409 },
  booking_app_only: { status: 403 },
  booking_external: { status: 409 },
  booking_duplicate: { status: 409 },
  slot_unavailable: { status: 409 },
  slot_in_past: { status: 422 },
  artist_unavailable: { status: 422 },
  out_of_stock: { status: 409 },
  samples_unavailable: { status: 422 },
  rewards_unavailable: { status: 422 },
  gift_limit: { status: 422 },
  samples_limit: { status: 422 },
  idempotency_key_required: { status: 400 },
  idempotency_conflict: { status: 409 },
  price_changed: { status: 409 },
  bag_empty: { status: 422 },
  payment_method_unavailable: { status: 422 },
  fully_redeemed: { status: 409 },
  does_not_ship_to_country: { status: 422 },
  no_products_found: { status: 404 },
  booking_expired: { status: 410 },
  no_time_slots: { status: 409 },
  qr_code_expired: { status: 410 },
  payment_declined: { status: 402 },
  payment_authentication_failed: { status: 402 },
  payment_failed: { status: 402 },
  payment_expired: { status: 410 },
  payment_not_allowed: { status: 409 },
  order_already_paid: { status: 409 },
  payment_in_progress: { status: 409 },
  refund_not_possible: { status: 409 },
  refund_exceeds_paid: { status: 422 },
  payment_state_conflict: { status: 409 },
  card_invalid: { status: 422 },
  card_expired: { status: 422 },
  card_required: { status: 422 },
  bank_required: { status: 422 },
  gift_card_invalid: { status: 422 },
  gift_card_attempts_exceeded: { status: 429 },
  gift_card_expired: { status: 422 },
  gift_card_wrong_country: { status: 422 },
  gift_card_empty: { status: 422 },
  gift_card_voided: { status: 409 },
  gift_card_balance_negative: { status: 422 },
  gift_card_above_face_value: { status: 422 },
  store_credit_balance_negative: { status: 422 },
  gift_card_limit: { status: 422 },
  gift_card_purchase_limit: { status: 422 },
  gift_card_amount_invalid: { status: 422 },
  gift_card_delivery_date_invalid: { status: 422 },
  gift_card_design_unavailable: { status: 422 },
  tender_changed: { status: 409 },
  credit_with_promo_code: { status: 422 },
  promo_code_with_credit: { status: 422 },
  store_credit_empty: { status: 422 },
  webhook_signature_invalid: { status: 400 },
  gift_message_locked: { status: 409 },
  gift_video_too_large: { status: 413 },
  gift_video_too_long: { status: 422 },
  gift_video_not_video: { status: 415 },
  gift_video_missing: { status: 409 },
  gift_upload_offset_mismatch: { status: 409 },
  gift_upload_part_size: { status: 422 },
  gift_upload_incomplete: { status: 409 },
  gift_upload_closed: { status: 409 },
  gift_poster_invalid: { status: 422 },
  gift_captions_invalid: { status: 422 },
  gift_link_not_found: { status: 404 },
  gift_link_missing: { status: 409 },
  gift_link_revoked: { status: 410 },
  gift_link_expired: { status: 410 },
  external_navigation_refused: { status: 400 },
  validation_failed: { status: 400 },
  invalid_characters: { status: 400 },
  invalid_url: { status: 400 },
  request_too_large: { status: 413 },
  unsupported_media_type: { status: 415 },
  invalid_country: { status: 400 },
  invalid_language: { status: 400 },
  missing_platform_header: { status: 403 },
  rate_limited: { status: 429 },
  // The back office (issue 21, decision 0029).
  second_factor_invalid: { status: 401 },
  second_factor_locked: { status: 423 },
  // Members, points and reviews in the back office (issue 21 items 5 and 6).
  points_balance_negative: { status: 422 },
  review_already_moderated: { status: 409 },
  staff_email_taken: { status: 409 },
  last_administrator: { status: 409 },
  edit_conflict: { status: 409 },
  // The back office's promotions (issue 21 item 4): a promo code belongs to one promotion.
  promotion_code_taken: { status: 409 },
  // Gifts with purchase, bundles and free samples in the back office (issue 21 item 4).
  free_item_sku_unknown: { status: 422 },
  gift_promotion_without_gifts: { status: 422 },
  bundle_too_few_products: { status: 422 },
  free_item_stock_negative: { status: 422 },
  offer_window_invalid: { status: 422 },
  // The back office's catalogue (issue 21 item 3): a CSV import with a wrong line changes nothing.
  catalog_import_invalid: { status: 422 },
  // Stock by location (decision 0035): a country's stock set below what its other online locations hold; a location going below zero.
  stock_held_elsewhere: { status: 422 },
  stock_negative: { status: 422 },
  // Scheduled sales: a window overlapping another of the same variant and country, or a cancel/end its state does not allow.
  sale_window_overlap: { status: 409 },
  sale_window_invalid: { status: 422 },
  sale_window_step_not_allowed: { status: 409 },
  // The back office's orders (issue 21 item 2): a fulfilment, review or cancel the order's state does not allow.
  order_step_not_allowed: { status: 409 },
  // The back office's members (issue 21 item 5): erasing a member's personal data once, with no order in progress.
  member_already_erased: { status: 409 },
  member_has_open_orders: { status: 409 },
  erase_confirmation_mismatch: { status: 422 },
  // Stores' schedules in the back office (issue 21 item 8): hours, closures over bookings, seats below those booked.
  store_hours_invalid: { status: 422 },
  store_closure_overlap: { status: 409 },
  store_closure_has_bookings: { status: 409 },
  artist_hours_invalid: { status: 422 },
  session_seats_below_booked: { status: 409 },
  // Opening a store in the back office: its slug (the store's web address and stock location code) taken.
  store_slug_taken: { status: 409 },
  // The built-in error collector (issue 19): Bugsnag-Api-Key and Bugsnag-Payload-Version checks.
  error_reporter_key_invalid: { status: 401 },
  error_reporter_payload_version: { status: 400 },
  internal_error: { status: 500 },
  service_unavailable: { status: 503 },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** A code's message in `language`, for servers (it reads the catalogue of every language; the browser imports only the types here). */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params?: Readonly<Record<string, string | number>>,
): string {
  // A record's name in a message ("The {attribute} does not belong …") is said in the shopper's language too.
  const attribute = params?.attribute;
  const named = typeof attribute === 'string' && isMessageKey(`attributes.${attribute}`) ? { ...params, attribute: message(language, `attributes.${attribute}` as MessageKey) } : params;
  return message(language, `errors.${code}`, named);
}

/** The JSON body of every API error. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown; referenceId?: string };
}
