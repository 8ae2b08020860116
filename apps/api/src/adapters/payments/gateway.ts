/**
 * The payment service provider (PSP) as the shop sees it: it opens a payment session for an order
 * (a card authorisation, a QR code, a bank virtual account), answers status enquiries, cancels a
 * session the shop no longer wants, and tells the shop what happened later through signed
 * webhooks (`Blush-Signature`). The built-in gateway (builtin.ts) is the default and works end to
 * end with nothing configured; a real PSP would be another implementation of this interface.
 */
import type { Bank, PaymentStatus } from '@blush/shared/checkout-contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import type { PaymentMethod, QrPaymentMethod } from '@blush/shared/order-contracts';

/** A session's state at the gateway: the shop's payment states, plus `cancelled` (the shop dropped it). */
export type GatewayStatus = PaymentStatus | 'cancelled';

/** The QR payment methods are the QR schemes (PayNow, PromptPay, QRIS). */
export type QrScheme = QrPaymentMethod;

export interface CardInput {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  name: string;
}

export interface CreateSessionInput {
  /** The shop's payment id: comes back in every webhook and status answer. */
  reference: string;
  /** The order number shoppers quote: the QR's bill reference and the digits of a virtual account. */
  orderNumber: string;
  method: PaymentMethod;
  amount: number;
  currency: CurrencyCode;
  /** When the session stops accepting payment. */
  expiresAt: Date;
  card?: CardInput;
  bank?: Bank;
}

export interface GatewaySession {
  /** The gateway's id of the session (the shop's `provider_ref`). */
  ref: string;
  reference: string;
  method: PaymentMethod;
  status: GatewayStatus;
  amount: number;
  currency: CurrencyCode;
  expiresAt: Date;
  qr: { scheme: QrScheme; payload: string } | null;
  virtualAccount: { bank: Bank; number: string; holder: string } | null;
  card: { brand: string; last4: string } | null;
  /** Where to send the shopper for a challenge (3-D Secure) while `requires_action`. */
  actionUrl: string | null;
  /** Why the session failed or ended: card_declined, authentication_failed, declined, expired, cancelled. */
  failureCode: string | null;
}

/** The gateway refused the request itself (a card number that cannot exist, an expired card). */
export class GatewayRefusal extends Error {
  readonly code: 'invalid_number' | 'expired_card' | 'invalid_request';
  constructor(code: GatewayRefusal['code'], message: string) {
    super(message);
    this.name = 'GatewayRefusal';
    this.code = code;
  }
}

export interface RefundInput {
  /** The session whose captured money goes back. */
  ref: string;
  /** The shop's refund id: asking again with it returns the first answer (idempotent). */
  reference: string;
  /** Minor units; at most what was captured and not yet refunded. */
  amount: number;
}

export interface GatewayRefund {
  ref: string;
  reference: string;
  status: 'succeeded' | 'failed';
  amount: number;
  /** Why it failed: not_captured, exceeds_captured, unknown_session. */
  failureCode: string | null;
}

export interface PaymentGateway {
  /** Provider name stored with each payment. */
  readonly provider: string;
  /**
   * Open a session: a card is authorised at once (succeeded, failed or requires_action); QR and VA
   * sessions wait (pending). Idempotent by `reference`: opening it again returns the session
   * already opened for it (a shop that died while the gateway answered asks again). Every end
   * state, a card's immediate answer included, is also sent as a signed webhook.
   */
  createSession(input: CreateSessionInput): Promise<GatewaySession>;
  /** The session as the gateway knows it now, undefined for an unknown ref. */
  status(ref: string): Promise<GatewaySession | undefined>;
  /** The session opened for the shop's `reference` (a payment id), if any. */
  findByReference(reference: string): Promise<GatewaySession | undefined>;
  /** Sessions whose money was captured since `since` (reconciliation), oldest first. */
  succeededSince(since: Date, limit: number): Promise<GatewaySession[]>;
  /** Give back captured money, all or part. */
  refund(input: RefundInput): Promise<GatewayRefund>;
  /** Stop a pending session from being paid; a session already settled keeps its state. Returns the state after. */
  cancel(ref: string): Promise<GatewaySession | undefined>;
  /** Periodic work of the gateway itself (expire its sessions, redeliver webhooks); returns how much it did. */
  maintain?(now: Date): Promise<number>;
}

export type SandboxOutcome = 'pay' | 'fail' | 'expire';

/** What a tester can make a gateway do without a bank (outside production): the webhook follows. */
export interface SandboxGateway {
  simulate(ref: string, outcome: SandboxOutcome): Promise<{ session: GatewaySession; changed: boolean }>;
  /** The shopper's answer to a 3-D Secure challenge. */
  completeChallenge(ref: string, approve: boolean): Promise<{ session: GatewaySession; changed: boolean }>;
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is PaymentGateway & SandboxGateway {
  return typeof (gateway as Partial<SandboxGateway>).simulate === 'function' && typeof (gateway as Partial<SandboxGateway>).completeChallenge === 'function';
}

/** The event types the shop receives. */
export const WEBHOOK_EVENT_TYPES = ['payment.succeeded', 'payment.failed', 'payment.expired'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A webhook's JSON body. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  /** Unix seconds. */
  created: number;
  data: { session: string; reference: string; status: GatewayStatus; amount: number; currency: string; failure_code: string | null };
}

/** Sends one webhook request (the body exactly as signed, and its headers); resolves with the HTTP status. */
export type WebhookTransport = (delivery: { body: string; headers: Record<string, string> }) => Promise<{ statusCode: number }>;

/** A transport posting to a URL over HTTP(S), with a timeout: what an outside PSP does. */
export function httpTransport(url: string, timeoutMs = 10_000): WebhookTransport {
  return async ({ body, headers }) => {
    const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer().catch(() => undefined);
    return { statusCode: response.status };
  };
}
