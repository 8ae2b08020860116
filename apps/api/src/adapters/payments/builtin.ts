/**
 * The built-in payment gateway: a small but real PSP living in this process with its own tables.
 * It authorises cards (with test cards for a decline and a 3-D Secure challenge), issues EMVCo QR
 * codes for PayNow, PromptPay and QRIS and Indonesian bank virtual accounts, expires what is not
 * paid in time, and tells the shop what happened through signed webhooks kept in an outbox and
 * retried with backoff until the shop answers 2xx. Outside production, testers drive it through
 * the sandbox (pay, fail, expire, answer a challenge) instead of a bank.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Bank } from '@blush/shared/checkout-contracts';
import { type Db, withTransaction } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { payNow, promptPayBillPayment, qris } from './emvco.ts';
import { TEST_CARDS, cardBrand, cardDigits, cardLast4, cardNotExpired, luhnValid } from './cards.ts';
import {
  type CreateSessionInput,
  type GatewayRefund,
  type GatewaySession,
  type GatewayStatus,
  type PaymentGateway,
  type QrScheme,
  type RefundInput,
  type SandboxGateway,
  type SandboxOutcome,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookTransport,
  GatewayRefusal,
} from './gateway.ts';
import { signatureHeader } from './signature.ts';
import { gatewayAccounts, gatewayEvents, gatewayRefunds, gatewaySessions } from './tables.ts';
import { virtualAccountNumber } from './virtual-accounts.ts';

type SessionRow = typeof gatewaySessions.$inferSelect;

export type MerchantSettings = Pick<
  Env,
  | 'PAYNOW_UEN'
  | 'PAYNOW_MERCHANT_NAME'
  | 'PAYNOW_MERCHANT_CITY'
  | 'PROMPTPAY_BILLER_ID'
  | 'PROMPTPAY_MERCHANT_NAME'
  | 'PROMPTPAY_MERCHANT_CITY'
  | 'QRIS_MERCHANT_PAN'
  | 'QRIS_MERCHANT_ID'
  | 'QRIS_NMID'
  | 'QRIS_CRITERIA'
  | 'QRIS_MERCHANT_NAME'
  | 'QRIS_MERCHANT_CITY'
  | 'QRIS_POSTAL_CODE'
>;

export interface BuiltinGatewayOptions {
  db: Db;
  settings: MerchantSettings & { PAYMENT_WEBHOOK_SECRET?: string | undefined };
  transport: WebhookTransport;
  log?: { warn(obj: unknown, msg: string): void };
}

const OPEN: readonly GatewayStatus[] = ['pending', 'requires_action'];
/** Deliveries stop after this many attempts (about two days with the backoff below). */
const MAX_ATTEMPTS = 12;
const ACCOUNT_ID = 'default';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const backoffMs = (attempts: number) => Math.min(2 ** attempts * 60_000, 6 * 3600_000);

function toSession(row: SessionRow): GatewaySession {
  return {
    ref: row.ref,
    reference: row.reference,
    method: row.method as GatewaySession['method'],
    status: row.status,
    amount: row.amount,
    currency: row.currency as GatewaySession['currency'],
    expiresAt: row.expiresAt,
    qr: row.qrScheme && row.qrPayload ? { scheme: row.qrScheme as QrScheme, payload: row.qrPayload } : null,
    virtualAccount: row.vaBank && row.vaNumber ? { bank: row.vaBank as Bank, number: row.vaNumber, holder: '' } : null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    actionUrl: row.status === 'requires_action' ? row.actionUrl : null,
    failureCode: row.failureCode,
  };
}

/** The merchant account's webhook secret, generated on first use and the same for every instance. */
async function accountSecret(db: Db): Promise<string> {
  await db.insert(gatewayAccounts).values({ id: ACCOUNT_ID, webhookSecret: `whsec_${randomBytes(32).toString('base64url')}` }).onConflictDoNothing();
  const [row] = await db.select().from(gatewayAccounts).where(eq(gatewayAccounts.id, ACCOUNT_ID));
  return row!.webhookSecret;
}

export class BuiltinGateway implements PaymentGateway, SandboxGateway {
  readonly provider = 'builtin';
  private readonly db: Db;
  private readonly settings: MerchantSettings;
  private readonly transport: WebhookTransport;
  private readonly log: BuiltinGatewayOptions['log'];
  /** The secret webhooks are signed with: what a merchant copies from the PSP's dashboard. */
  readonly webhookSecret: string;

  constructor(options: BuiltinGatewayOptions, webhookSecret: string) {
    this.db = options.db;
    this.settings = options.settings;
    this.transport = options.transport;
    this.log = options.log;
    this.webhookSecret = webhookSecret;
  }

  async createSession(input: CreateSessionInput): Promise<GatewaySession> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new GatewayRefusal('invalid_request', 'The amount must be a positive integer of minor units.');
    const ref = newId('ps');
    const base = {
      ref,
      reference: input.reference,
      orderNumber: input.orderNumber,
      method: input.method,
      amount: input.amount,
      currency: input.currency,
      expiresAt: input.expiresAt,
    };
    let values: typeof gatewaySessions.$inferInsert;
    switch (input.method) {
      case 'card': {
        const card = input.card;
        if (!card) throw new GatewayRefusal('invalid_request', 'A card payment needs the card.');
        const digits = cardDigits(card.number);
        if (!luhnValid(digits)) throw new GatewayRefusal('invalid_number', 'The card number is not valid.');
        if (!cardNotExpired(card.expiryMonth, card.expiryYear)) throw new GatewayRefusal('expired_card', 'The card has expired.');
        if (!/^\d{3,4}$/.test(card.cvc)) throw new GatewayRefusal('invalid_request', 'The CVC is not valid.');
        const outcome: Pick<SessionRow, 'status' | 'failureCode' | 'actionUrl'> =
          digits === TEST_CARDS.declined
            ? { status: 'failed', failureCode: 'card_declined', actionUrl: null }
            : digits === TEST_CARDS.challenge
              ? { status: 'requires_action', failureCode: null, actionUrl: `/sandbox/3ds/${encodeURIComponent(input.reference)}` }
              : { status: 'succeeded', failureCode: null, actionUrl: null };
        values = { ...base, ...outcome, cardBrand: cardBrand(digits), cardLast4: cardLast4(digits) };
        break;
      }
      case 'paynow':
      case 'promptpay':
      case 'qris':
        values = { ...base, status: 'pending', qrScheme: input.method, qrPayload: this.qrPayload(input) };
        break;
      case 'virtual_account': {
        if (!input.bank) throw new GatewayRefusal('invalid_request', 'A virtual account needs a bank.');
        if (input.currency !== 'IDR') throw new GatewayRefusal('invalid_request', 'Virtual accounts take IDR only.');
        values = { ...base, status: 'pending', vaBank: input.bank, vaNumber: virtualAccountNumber(input.bank, input.orderNumber) };
        break;
      }
      default:
        throw new GatewayRefusal('invalid_request', `Unknown payment method ${String(input.method)}.`);
    }
    // One session per reference; a card's answer is an end state, told by webhook as well.
    const created = await withTransaction(this.db, async (t) => {
      const [row] = await t.insert(gatewaySessions).values(values).onConflictDoNothing({ target: gatewaySessions.reference }).returning();
      if (!row) return { row: undefined, event: undefined };
      const event = row.status === 'succeeded' || row.status === 'failed' ? await this.queueEvent(t, row) : undefined;
      return { row, event };
    });
    if (!created.row) {
      const existing = await this.findByReference(input.reference);
      if (!existing) throw new GatewayRefusal('invalid_request', `No session for ${input.reference}.`);
      return existing;
    }
    if (created.event) await this.deliver(created.event);
    return this.withHolder(toSession(created.row));
  }

  async findByReference(reference: string): Promise<GatewaySession | undefined> {
    const [row] = await this.db.select({ ref: gatewaySessions.ref }).from(gatewaySessions).where(eq(gatewaySessions.reference, reference));
    return row ? this.status(row.ref) : undefined;
  }

  async succeededSince(since: Date, limit: number): Promise<GatewaySession[]> {
    const rows = await this.db
      .select()
      .from(gatewaySessions)
      .where(and(eq(gatewaySessions.status, 'succeeded'), gte(gatewaySessions.updatedAt, since)))
      .orderBy(asc(gatewaySessions.updatedAt))
      .limit(limit);
    return rows.map((row) => this.withHolder(toSession(row)));
  }

  /**
   * Refund under the session's row lock: never more than was captured and not yet given back.
   * The same reference answers the same refund again.
   */
  async refund(input: RefundInput): Promise<GatewayRefund> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new GatewayRefusal('invalid_request', 'The amount must be a positive integer of minor units.');
    const row = await withTransaction(this.db, async (t) => {
      const [earlier] = await t.select().from(gatewayRefunds).where(eq(gatewayRefunds.reference, input.reference));
      if (earlier) return earlier;
      const [session] = await t.select().from(gatewaySessions).where(eq(gatewaySessions.ref, input.ref)).for('update');
      const again = (await t.select().from(gatewayRefunds).where(eq(gatewayRefunds.reference, input.reference)))[0];
      if (again) return again;
      const failureCode = !session
        ? 'unknown_session'
        : session.status !== 'succeeded'
          ? 'not_captured'
          : session.refunded + input.amount > session.amount
            ? 'exceeds_captured'
            : null;
      if (session && !failureCode) {
        await t
          .update(gatewaySessions)
          .set({ refunded: sql`${gatewaySessions.refunded} + ${input.amount}`, updatedAt: sql`now()` })
          .where(eq(gatewaySessions.ref, input.ref));
      }
      const [inserted] = await t
        .insert(gatewayRefunds)
        .values({ ref: newId('re'), reference: input.reference, sessionRef: input.ref, amount: input.amount, status: failureCode ? 'failed' : 'succeeded', failureCode })
        .returning();
      return inserted!;
    });
    return { ref: row.ref, reference: row.reference, status: row.status, amount: row.amount, failureCode: row.failureCode };
  }

  private qrPayload(input: CreateSessionInput): string {
    const s = this.settings;
    try {
      if (input.method === 'paynow') {
        if (input.currency !== 'SGD') throw new Error('PayNow takes SGD only');
        return payNow({
          amountMinor: input.amount,
          currency: 'SGD',
          merchant: { uen: s.PAYNOW_UEN, name: s.PAYNOW_MERCHANT_NAME, city: s.PAYNOW_MERCHANT_CITY },
          reference: input.orderNumber,
          expiresAt: input.expiresAt,
        });
      }
      if (input.method === 'promptpay') {
        if (input.currency !== 'THB') throw new Error('PromptPay takes THB only');
        return promptPayBillPayment({
          amountMinor: input.amount,
          currency: 'THB',
          merchant: { billerId: s.PROMPTPAY_BILLER_ID, name: s.PROMPTPAY_MERCHANT_NAME, city: s.PROMPTPAY_MERCHANT_CITY },
          reference: input.orderNumber.replaceAll('-', '').toUpperCase(),
        });
      }
      if (input.currency !== 'IDR') throw new Error('QRIS takes IDR only');
      return qris({
        amountMinor: input.amount,
        currency: 'IDR',
        merchant: {
          pan: s.QRIS_MERCHANT_PAN,
          merchantId: s.QRIS_MERCHANT_ID,
          nmid: s.QRIS_NMID,
          criteria: s.QRIS_CRITERIA,
          name: s.QRIS_MERCHANT_NAME,
          city: s.QRIS_MERCHANT_CITY,
          postalCode: s.QRIS_POSTAL_CODE,
        },
        reference: input.orderNumber,
      });
    } catch (error) {
      throw new GatewayRefusal('invalid_request', (error as Error).message);
    }
  }

  private withHolder(session: GatewaySession): GatewaySession {
    return session.virtualAccount ? { ...session, virtualAccount: { ...session.virtualAccount, holder: this.settings.QRIS_MERCHANT_NAME } } : session;
  }

  async status(ref: string): Promise<GatewaySession | undefined> {
    const row = await this.expireIfDue(ref, new Date());
    return row ? this.withHolder(toSession(row)) : undefined;
  }

  async cancel(ref: string): Promise<GatewaySession | undefined> {
    const row = await withTransaction(this.db, async (t) => {
      const [locked] = await t.select().from(gatewaySessions).where(eq(gatewaySessions.ref, ref)).for('update');
      if (!locked || !OPEN.includes(locked.status)) return locked;
      const [updated] = await t
        .update(gatewaySessions)
        .set({ status: 'cancelled', failureCode: 'cancelled', updatedAt: sql`now()` })
        .where(eq(gatewaySessions.ref, ref))
        .returning();
      return updated;
    });
    return row ? this.withHolder(toSession(row)) : undefined;
  }

  simulate(ref: string, outcome: SandboxOutcome): Promise<{ session: GatewaySession; changed: boolean }> {
    return this.transition(ref, (row) => {
      if (outcome === 'pay') return { status: 'succeeded', failureCode: null };
      if (outcome === 'fail') return { status: 'failed', failureCode: row.status === 'requires_action' ? 'authentication_failed' : 'declined' };
      return { status: 'expired', failureCode: 'expired' };
    });
  }

  completeChallenge(ref: string, approve: boolean): Promise<{ session: GatewaySession; changed: boolean }> {
    return this.transition(ref, (row) => {
      if (row.status !== 'requires_action') return undefined;
      return approve ? { status: 'succeeded', failureCode: null } : { status: 'failed', failureCode: 'authentication_failed' };
    });
  }

  /**
   * Move an open session to its end state under a row lock, with its webhook in the same
   * transaction, then deliver it. A session already ended changes nothing (`changed: false`); one
   * whose time has passed is expired instead.
   */
  private async transition(
    ref: string,
    next: (row: SessionRow) => { status: 'succeeded' | 'failed' | 'expired'; failureCode: string | null } | undefined,
  ): Promise<{ session: GatewaySession; changed: boolean }> {
    const now = new Date();
    const result = await withTransaction(this.db, async (t) => {
      const [row] = await t.select().from(gatewaySessions).where(eq(gatewaySessions.ref, ref)).for('update');
      if (!row) throw new GatewayRefusal('invalid_request', `No session ${ref}.`);
      if (!OPEN.includes(row.status)) return { row, event: undefined, changed: false };
      const target = row.expiresAt.getTime() <= now.getTime() ? ({ status: 'expired', failureCode: 'expired' } as const) : next(row);
      if (!target) return { row, event: undefined, changed: false };
      return this.end(t, row, target.status, target.failureCode).then(({ row: ended, event }) => ({ row: ended, event, changed: true }));
    });
    if (result.event) await this.deliver(result.event);
    const session = this.withHolder(toSession(result.row));
    return { session, changed: result.changed };
  }

  private async end(t: Db, row: SessionRow, status: 'succeeded' | 'failed' | 'expired', failureCode: string | null): Promise<{ row: SessionRow; event: string }> {
    const [updated] = await t
      .update(gatewaySessions)
      .set({ status, failureCode, updatedAt: sql`now()` })
      .where(eq(gatewaySessions.ref, row.ref))
      .returning();
    return { row: updated!, event: await this.queueEvent(t, updated!) };
  }

  /** The webhook telling the merchant how a session ended, owed from the same transaction. */
  private async queueEvent(t: Db, row: SessionRow): Promise<string> {
    const status = row.status as 'succeeded' | 'failed' | 'expired';
    const type: WebhookEventType = status === 'succeeded' ? 'payment.succeeded' : status === 'failed' ? 'payment.failed' : 'payment.expired';
    const event: WebhookEvent = {
      id: newId('evt'),
      type,
      created: Math.floor(Date.now() / 1000),
      data: { session: row.ref, reference: row.reference, status, amount: row.amount, currency: row.currency, failure_code: row.failureCode },
    };
    await t.insert(gatewayEvents).values({ id: event.id, sessionRef: row.ref, type, body: JSON.stringify(event) });
    return event.id;
  }

  /** An open session past its time is expired (and the merchant told); returns the row as it is now. */
  private async expireIfDue(ref: string, now: Date): Promise<SessionRow | undefined> {
    const result = await withTransaction(this.db, async (t) => {
      const [row] = await t.select().from(gatewaySessions).where(eq(gatewaySessions.ref, ref)).for('update');
      if (!row || !OPEN.includes(row.status) || row.expiresAt.getTime() > now.getTime()) return { row, event: undefined };
      return this.end(t, row, 'expired', 'expired');
    });
    if (result.event) await this.deliver(result.event);
    return result.row;
  }

  /**
   * Send one webhook (signed now) if it is still owed: the attempt is claimed first, so two
   * deliverers do not both send it; a 2xx answer settles it, anything else is retried later.
   */
  async deliver(eventId: string): Promise<boolean> {
    const [claimed] = await this.db
      .update(gatewayEvents)
      .set({ attempts: sql`${gatewayEvents.attempts} + 1`, nextAttemptAt: sql`now() + (least(power(2, ${gatewayEvents.attempts} + 1), 360) * interval '1 minute')` })
      .where(and(eq(gatewayEvents.id, eventId), isNull(gatewayEvents.deliveredAt), lt(gatewayEvents.attempts, MAX_ATTEMPTS)))
      .returning();
    if (!claimed) return false;
    let statusCode: number | null = null;
    let failure: string | null = null;
    try {
      ({ statusCode } = await this.transport({
        body: claimed.body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Blush-Gateway/1.0',
          'blush-signature': signatureHeader(this.webhookSecret, claimed.body),
        },
      }));
      if (statusCode < 200 || statusCode >= 300) failure = `HTTP ${statusCode}`;
    } catch (error) {
      failure = (error as Error).message.slice(0, 500);
    }
    await this.db
      .update(gatewayEvents)
      .set(failure ? { lastStatus: statusCode, lastError: failure } : { lastStatus: statusCode, lastError: null, deliveredAt: sql`now()` })
      .where(eq(gatewayEvents.id, eventId));
    if (failure) this.log?.warn({ event: eventId, attempt: claimed.attempts, retryInMs: backoffMs(claimed.attempts), failure }, 'payment webhook not delivered; will retry');
    return !failure;
  }

  /** Expire open sessions whose time passed (telling the merchant) and redeliver owed webhooks. */
  async maintain(now: Date): Promise<number> {
    let done = 0;
    const due = await this.db
      .select({ ref: gatewaySessions.ref })
      .from(gatewaySessions)
      .where(and(inArray(gatewaySessions.status, [...OPEN]), lte(gatewaySessions.expiresAt, now)))
      .orderBy(asc(gatewaySessions.expiresAt))
      .limit(500);
    for (const { ref } of due) {
      const row = await this.expireIfDue(ref, now);
      if (row?.status === 'expired') done++;
    }
    const owed = await this.db
      .select({ id: gatewayEvents.id })
      .from(gatewayEvents)
      .where(and(isNull(gatewayEvents.deliveredAt), lte(gatewayEvents.nextAttemptAt, now), lt(gatewayEvents.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(gatewayEvents.createdAt))
      .limit(200);
    for (const { id } of owed) if (await this.deliver(id)) done++;
    return done;
  }
}

export async function createBuiltinGateway(options: BuiltinGatewayOptions): Promise<BuiltinGateway> {
  const secret = options.settings.PAYMENT_WEBHOOK_SECRET ?? (await accountSecret(options.db));
  return new BuiltinGateway(options, secret);
}
