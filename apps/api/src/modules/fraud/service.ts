/**
 * Fraud screening of orders (issue 7 §5). The built-in screening applies rules a retailer starts
 * with — velocity of orders by e-mail and device, unusually large amounts for the country, and a
 * billing country that is not the shipping country — and answers accept, review (the order waits
 * in `fraud_check_pending` for a person) or block. Another provider plugs in through `Screening`.
 */
import { sql } from 'drizzle-orm';
import type { CountryCode } from '@blush/shared/markets';
import { type Db, queryRows } from '../../db/client.ts';

export type FraudDecision = 'accept' | 'review' | 'block';
export interface ScreeningInput {
  orderId: string;
  country: CountryCode;
  email: string;
  deviceToken: string | null;
  total: number;
  shippingCountry: string | null;
  billingCountry: string | null;
  placedAt: Date;
}
export interface ScreeningResult {
  decision: FraudDecision;
  reasons: string[];
}
export interface Screening {
  screen(db: Db, input: ScreeningInput): Promise<ScreeningResult>;
}

/** An order total at or above this (minor units, about USD 1,500) is looked at by a person. */
export const REVIEW_AMOUNT: Readonly<Record<CountryCode, number>> = {
  AU: 2_300_00,
  HK: 12_000_00,
  ID: 24_000_000_00,
  MY: 7_000_00,
  NZ: 2_500_00,
  PH: 85_000_00,
  SG: 2_000_00,
  TH: 55_000_00,
};
/** Orders by one e-mail or device within the window before one is reviewed, and before it is blocked. */
export const VELOCITY = { windowMinutes: 10, review: 3, block: 6 } as const;

export const builtinScreening: Screening = {
  async screen(db, input) {
    const reasons: string[] = [];
    const since = new Date(input.placedAt.getTime() - VELOCITY.windowMinutes * 60_000);
    const [row] = await queryRows<{ n: number }>(db, sql`
      select count(*)::int as n from orders
      where id <> ${input.orderId} and created_at >= ${since.toISOString()} and created_at <= ${input.placedAt.toISOString()}
        and (email = ${input.email.toLowerCase()} or (${input.deviceToken}::text is not null and fraud_token = ${input.deviceToken}))`);
    const recent = Number(row?.n ?? 0);
    if (recent >= VELOCITY.block) return { decision: 'block', reasons: ['velocity'] };
    if (recent >= VELOCITY.review) reasons.push('velocity');
    if (input.total >= REVIEW_AMOUNT[input.country]) reasons.push('amount');
    if (input.billingCountry && input.shippingCountry && input.billingCountry.toUpperCase() !== input.shippingCountry.toUpperCase()) reasons.push('country_mismatch');
    return { decision: reasons.length ? 'review' : 'accept', reasons };
  },
};

export function screening(): Screening {
  return builtinScreening;
}
