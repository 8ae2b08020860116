/**
 * Demo members, one of every Beauty Pass tier and a staff member, all with the password
 * `Blush#2026` (README lists them), with a purchase history dated back from the seeding day so
 * each shows a different tier message: Pink in progress with pending points, White in progress,
 * Black with a downgrade warning, Gold at the top tier, staff with the staff discount. Seeded once;
 * a database that already has members is left alone.
 */
import { eq } from 'drizzle-orm';
import type { Tier } from '@blush/shared/account';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../src/db/client.ts';
import { customers } from '../src/modules/customer/tables.ts';
import { registerCustomer } from '../src/modules/customer/service.ts';
import { changeTier, markDelivered, memberJoined, recordPurchase, releaseDuePoints } from '../src/modules/loyalty/service.ts';

export const DEMO_PASSWORD = 'Blush#2026';

interface Purchase {
  /** Days before seeding. */
  daysAgo: number;
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
  purchases: readonly Purchase[];
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    email: 'pink@blush.example', first: 'Mei', last: 'Tan', tier: 'pink', joinedDaysAgo: 240, tierDaysAgo: 240, country: 'SG', language: 'en', callingCode: '+65', number: '91234567', dob: '2001-03-14',
    purchases: [{ daysAgo: 210, amount: 95_00, delivered: true }, { daysAgo: 60, amount: 85_00, delivered: true }, { daysAgo: 3, amount: 48_00, delivered: false }],
  },
  {
    email: 'white@blush.example', first: 'Ayu', last: 'Lestari', tier: 'white', joinedDaysAgo: 600, tierDaysAgo: 120, country: 'ID', language: 'id', callingCode: '+62', number: '8123456789', dob: '1996-08-02',
    purchases: [{ daysAgo: 120, amount: 3_200_000_00, delivered: true }, { daysAgo: 30, amount: 850_000_00, delivered: true }],
  },
  {
    email: 'black@blush.example', first: 'Ploy', last: 'Srisuk', tier: 'black', joinedDaysAgo: 800, tierDaysAgo: 340, country: 'TH', language: 'th', callingCode: '+66', number: '812345678', dob: '1992-11-23',
    purchases: [{ daysAgo: 400, amount: 26_000_00, delivered: true }, { daysAgo: 180, amount: 6_500_00, delivered: true }, { daysAgo: 60, amount: 3_500_00, delivered: true }],
  },
  {
    email: 'gold@blush.example', first: 'Grace', last: 'Wong', tier: 'gold', joinedDaysAgo: 1100, tierDaysAgo: 150, country: 'HK', language: 'zh', callingCode: '+852', number: '61234567', dob: '1988-05-30',
    purchases: [{ daysAgo: 150, amount: 9_000_00, delivered: true }, { daysAgo: 90, amount: 4_500_00, delivered: true }, { daysAgo: 30, amount: 2_800_00, delivered: true }],
  },
  {
    email: 'staff@blush.example', first: 'Priya', last: 'Nair', tier: 'white', joinedDaysAgo: 500, tierDaysAgo: 60, country: 'SG', language: 'en', callingCode: '+65', number: '98765432', dob: '1994-01-09', employee: true,
    purchases: [{ daysAgo: 60, amount: 320_00, delivered: true }],
  },
];

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

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
    for (const [i, p] of m.purchases.entries()) {
      const at = daysAgo(now, p.daysAgo);
      const orderNumber = `DEMO-${m.first.toUpperCase()}-${i + 1}`;
      await recordPurchase(db, { customerId: customer.id, orderNumber, amount: p.amount, at }, { evaluate: false });
      if (p.delivered) await markDelivered(db, orderNumber, at);
    }
    if (m.tier !== 'pink') await changeTier(db, customer.id, 'pink', m.tier, daysAgo(now, m.tierDaysAgo));
  }
  await releaseDuePoints(db, now);
  return DEMO_MEMBERS.length;
}
