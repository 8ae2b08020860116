/**
 * Demo members, one of every Beauty Pass tier and a staff member, all with the password
 * `Blush#2026` (README lists them), with a purchase history dated back from the seeding day so
 * each shows a different tier message: Pink in progress with pending points, White in progress,
 * Black with a downgrade warning, Gold at the top tier, staff with the staff discount. Every
 * purchase is a real order (orders.ts) whose number, spend and points the Beauty Pass history
 * shows; the staff member holds this year's staff discount. Seeded once; a database that already
 * has members is left alone.
 */
import { eq } from 'drizzle-orm';
import type { Tier } from '@blush/shared/account';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../src/db/client.ts';
import { customers } from '../src/modules/customer/tables.ts';
import { registerCustomer } from '../src/modules/customer/service.ts';
import { expireOldPerks, markDelivered, memberJoined, recordPurchase, releaseDuePoints, staffPerk } from '../src/modules/loyalty/service.ts';
import { changeTier } from '../src/flows/tier.ts';
import { candidates, netPrice, pickLines, seedDemoOrder } from './orders.ts';

export const DEMO_PASSWORD = 'Blush#2026';

interface Purchase {
  /** Days before seeding. */
  daysAgo: number;
  /** About what the member spent (merchandise after discounts, minor units); the order's products decide the exact sum. */
  amount: number;
  delivered: boolean;
}

interface DemoMember {
  email: string;
  first: string;
  last: string;
  tier: Tier;
  /** Days before seeding the member joined, and reached their tier. */
  joinedDaysAgo: number;
  tierDaysAgo: number;
  country: CountryCode;
  language: Language;
  callingCode: string;
  number: string;
  dob: string;
  employee?: boolean;
  /** Where the orders went, as checkout stores an address (region and Hong Kong district codes). */
  address: Record<string, string>;
  purchases: readonly Purchase[];
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    email: 'pink@blush.example', first: 'Mei', last: 'Tan', tier: 'pink', joinedDaysAgo: 240, tierDaysAgo: 240, country: 'SG', language: 'en', callingCode: '+65', number: '91234567', dob: '2001-03-14',
    address: { line1: '10 Tampines Central 1', line2: '#08-12 Tampines 1', city: 'Singapore', postcode: '529536' },
    purchases: [{ daysAgo: 210, amount: 95_00, delivered: true }, { daysAgo: 60, amount: 85_00, delivered: true }, { daysAgo: 3, amount: 48_00, delivered: false }],
  },
  {
    email: 'white@blush.example', first: 'Ayu', last: 'Lestari', tier: 'white', joinedDaysAgo: 600, tierDaysAgo: 120, country: 'ID', language: 'id', callingCode: '+62', number: '8123456789', dob: '1996-08-02',
    address: { line1: 'Jl. Kemang Raya No. 8', district: 'Bangka, Mampang Prapatan', city: 'Jakarta Selatan', region: 'JK', postcode: '12730' },
    purchases: [{ daysAgo: 120, amount: 3_200_000_00, delivered: true }, { daysAgo: 30, amount: 850_000_00, delivered: true }],
  },
  {
    email: 'black@blush.example', first: 'Ploy', last: 'Srisuk', tier: 'black', joinedDaysAgo: 800, tierDaysAgo: 340, country: 'TH', language: 'th', callingCode: '+66', number: '812345678', dob: '1992-11-23',
    address: { line1: '88 Soi Sukhumvit 24', district: 'Khlong Tan', city: 'Khlong Toei', region: '10', postcode: '10110' },
    purchases: [{ daysAgo: 400, amount: 26_000_00, delivered: true }, { daysAgo: 180, amount: 6_500_00, delivered: true }, { daysAgo: 60, amount: 3_500_00, delivered: true }],
  },
  {
    email: 'gold@blush.example', first: 'Grace', last: 'Wong', tier: 'gold', joinedDaysAgo: 1100, tierDaysAgo: 150, country: 'HK', language: 'zh', callingCode: '+852', number: '61234567', dob: '1988-05-30',
    address: { line1: 'Flat 12A, 28/F, Harbour View Tower', line2: '8 Harbour Road', district: 'WC', city: 'Hong Kong', region: 'HKI' },
    purchases: [{ daysAgo: 150, amount: 9_000_00, delivered: true }, { daysAgo: 90, amount: 4_500_00, delivered: true }, { daysAgo: 30, amount: 2_800_00, delivered: true }],
  },
  {
    email: 'staff@blush.example', first: 'Priya', last: 'Nair', tier: 'white', joinedDaysAgo: 500, tierDaysAgo: 60, country: 'SG', language: 'en', callingCode: '+65', number: '98765432', dob: '1994-01-09', employee: true,
    address: { line1: '2 Bayfront Avenue', line2: '#05-11 The Shoppes', city: 'Singapore', postcode: '018972' },
    purchases: [{ daysAgo: 60, amount: 320_00, delivered: true }],
  },
];

/** A day `days` before `now`, in the shops' late morning (03:30 UTC: 10:30 in Bangkok and Jakarta, 11:30 in Singapore and Hong Kong). */
const daysAgo = (now: Date, days: number) => {
  const day = new Date(now.getTime() - days * 86_400_000);
  day.setUTCHours(3, 30, 0, 0);
  return day;
};

/** The member reaches their demo tier on its day. */
async function reachTier(db: Db, customerId: number, m: DemoMember, now: Date): Promise<Tier> {
  await changeTier(db, customerId, 'pink', m.tier, daysAgo(now, m.tierDaysAgo));
  return m.tier;
}

export async function seedMembers(db: Db, now: Date = new Date()): Promise<number> {
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.sandbox, false)).limit(1);
  if (existing) return 0;
  for (const m of DEMO_MEMBERS) {
    const customer = await registerCustomer(
      db,
      {
        email: m.email,
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
        first_name: m.first,
        last_name: m.last,
        mobile: { calling_code: m.callingCode, number: m.number },
        date_of_birth: m.dob,
        country: m.country,
        language: m.language,
        consents: { policy: true, personal_information: true, third_party_sharing: true, over_14: true, marketing: m.tier === 'gold' },
        is_employee: m.employee ?? false,
      },
      'en',
    );
    await db.update(customers).set({ createdAt: daysAgo(now, m.joinedDaysAgo), tierSince: daysAgo(now, m.joinedDaysAgo) }).where(eq(customers.id, customer.id));
    await memberJoined(db, customer, daysAgo(now, m.joinedDaysAgo));
    // Purchases in date order, each earning at the tier the member held that day.
    const pool = await candidates(db, m.country, m.email);
    const used = new Set<number>();
    let tier: Tier = 'pink';
    for (const [i, p] of m.purchases.entries()) {
      if (tier !== m.tier && p.daysAgo <= m.tierDaysAgo) tier = await reachTier(db, customer.id, m, now);
      const at = new Date(daysAgo(now, p.daysAgo).getTime() + (12 + 47 * i) * 60_000);
      const lines = pickLines(pool, p.amount, (c) => netPrice(c, customer.isEmployee), used);
      // A catalogue with nothing to buy there: no order, so no purchase in the history either.
      if (!lines.length) continue;
      for (const line of lines) used.add(line.candidate.productId);
      const order = await seedDemoOrder(db, { customer, tier, address: m.address, at, delivered: p.delivered, lines, index: i });
      await recordPurchase(db, { customerId: customer.id, orderNumber: order.number, amount: order.spend, at });
      if (order.deliveredAt) await markDelivered(db, order.number, order.deliveredAt);
    }
    if (tier !== m.tier) await reachTier(db, customer.id, m, now);
    // The staff discount of this year (the one issued when they joined has run out).
    if (customer.isEmployee) await staffPerk(db, customer, now);
  }
  await releaseDuePoints(db, now);
  await expireOldPerks(db, now);
  return DEMO_MEMBERS.length;
}
