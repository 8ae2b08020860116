/**
 * Account and Beauty Pass fixtures for component tests, in the shapes of
 * `@blush/shared/account-contracts` and `@blush/shared/loyalty-contracts`, and a `fetch` stand-in
 * that answers `/api/web/v1/…` paths from a table.
 */
import { vi } from 'vitest';
import type { AccountDto } from '@blush/shared/account-contracts';
import type { MemberOrder } from '../account-api.ts';
import type { LoyaltySummary, Perk, PointsLogEntry, Rewards } from '../loyalty-api.ts';

export function accountFixture(overrides: { tier?: AccountDto['beauty_pass']['tier']; is_employee?: boolean; points?: number } = {}): AccountDto {
  const tier = overrides.tier ?? 'white';
  return {
    user: {
      id: 'u1', email: 'white@blush.example', first_name: 'Mei', last_name: 'Tan', mobile: { calling_code: '+65', number: '91234567' },
      date_of_birth: '2001-03-14', country: 'SG', language: 'en', marketing_consent: false, has_password: true, social_providers: [],
      is_employee: overrides.is_employee ?? false, tier, card_number: '8801271651744672',
      beauty_profile: { skin_type: null, skin_tone: null, skin_undertone: null, skin_concerns: [], hair_type: null, hair_concerns: [], eye_colour: null },
      beauty_profile_complete: true, created_at: '2025-03-01T04:00:00.000Z',
    },
    beauty_pass: { tier, card_number: '8801271651744672', member_since: '2025-03-01T04:00:00.000Z', points_balance: overrides.points ?? 1250 },
    counts: { orders: 3, reviews: 1, wishlist: 2 },
  };
}

export function summaryFixture(overrides: Partial<LoyaltySummary> = {}): LoyaltySummary {
  return {
    tier: 'white',
    card_number: '8801271651744672',
    balance: 1250,
    pending: 120,
    expiring: { points: 200, date: '2028-05-21' },
    currency: 'SGD',
    spend_12m: 65000,
    status: {
      next: 'black',
      next_threshold: 100000,
      progress: 0.65,
      amount_to_next: 35000,
      review_date: '2027-05-21',
      message: { kind: 'in_progress', next: 'black', amountNeeded: 35000, reviewDate: '2027-05-21' },
    },
    thresholds: { pink: 0, white: 30000, black: 100000, gold: 250000 },
    ...overrides,
  };
}

/** Point-log rows `from`…`to` (ids), newest first: every third one spent, every fifth pending. */
export function logEntries(from: number, to: number): PointsLogEntry[] {
  const rows: PointsLogEntry[] = [];
  for (let id = from; id <= to; id++) {
    const spent = id % 3 === 0;
    const pending = !spent && id % 5 === 0;
    rows.push({
      id,
      source: spent ? 'used_points' : 'purchase_points_with_order_number',
      points: spent ? -100 : 45,
      status: pending ? 'pending' : 'available',
      description: spent ? `Points used for Reward ${id}` : `Purchase, order BL${1000 + id}`,
      order_number: spent ? null : `BL${1000 + id}`,
      created_at: new Date(Date.UTC(2026, 10, 20, 4) - id * 86_400_000).toISOString(),
      available_at: pending ? '2026-11-26' : null,
    });
  }
  return rows;
}

export function perksFixture(): Perk[] {
  return [
    { id: 1, kind: 'birthday_voucher', name: 'Birthday gift', detail: 'A birthday gift with any purchase in your birthday month.', status: 'issued', issued_at: '2026-06-01T00:00:00Z', redeem_by: { day: 30, month: 6, date: '2027-06-30' }, redeemed_at: null },
    { id: 2, kind: 'welcome_voucher', name: 'Welcome voucher', detail: '10% off your first order as a member.', status: 'redeemed', issued_at: '2025-03-01T00:00:00Z', redeem_by: { day: 31, month: 5, date: '2025-05-31' }, redeemed_at: '2025-03-09T06:00:00Z' },
  ];
}

export function rewardsFixture(overrides: Partial<Rewards> = {}): Rewards {
  const reward = (id: number, points: number, stock: number, name: string) => ({
    id, slug: `reward-${id}`, name, description: `${name}, deluxe sample.`, brand: 'Blush Collection', points, stock_left: stock, available: stock > 0 && points <= 1250,
    image_url: `/api/web/v1/media/rewards/${id}.svg`,
  });
  return {
    signed_in: true,
    balance: 1250,
    groups: [
      { key: 'under_500', rewards: [reward(1, 250, 40, 'Lip balm'), reward(2, 450, 3, 'Mini mascara'), reward(3, 300, 0, 'Cleansing oil')] },
      { key: 'from_500', rewards: [reward(4, 1000, 12, 'Serum'), reward(5, 2000, 1, 'Eye palette')] },
    ],
    ...overrides,
  };
}

/** Two orders of the member's history, newest first: one paid and shipped by standard delivery, one waiting for payment to collect. */
export function ordersFixture(currency = 'SGD'): MemberOrder[] {
  return [
    {
      id: 'ord_2', number: 'BL20002', createdAt: '2026-11-20T04:30:00.000Z', status: 'paid', fulfilment: 'shipped',
      deliveryOption: 'standard', total: { amount: 12850, currency }, itemsCount: 3,
    },
    {
      id: 'ord_1', number: 'BL20001', createdAt: '2026-10-02T09:00:00.000Z', status: 'payment_pending', fulfilment: 'unfulfilled',
      deliveryOption: 'click_and_collect', total: { amount: 4200, currency }, itemsCount: 1,
    },
  ];
}

type Answer = unknown | ((url: URL) => unknown);

/**
 * `fetch` for the browser API client: each path under /api/web/v1 answers its JSON with 200 (a
 * function gets the URL, for query-dependent answers); anything else is a 404.
 */
export function stubApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    const path = url.pathname.replace(/^\/api\/web\/v1/, '');
    if (!Object.hasOwn(routes, path)) return new Response(JSON.stringify({ error: { code: 'route_not_found', message: 'Not found' } }), { status: 404 });
    const answer = routes[path];
    const body = typeof answer === 'function' ? (answer as (url: URL) => unknown)(url) : answer;
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The URLs asked for, with this path. */
  const calls = (path: string) =>
    fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://shop.test')).filter((url) => url.pathname === `/api/web/v1${path}`);
  return { fetchMock, calls };
}
