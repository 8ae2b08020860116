/**
 * Demo members, one of every Beauty Pass tier and a staff member, all with the password
 * `Blush#2026` (README lists them). Seeded once; a database that already has customers is left alone.
 */
import { eq } from 'drizzle-orm';
import type { Tier } from '@blush/shared/account';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../src/db/client.ts';
import { customers } from '../src/modules/customer/tables.ts';
import { registerCustomer } from '../src/modules/customer/service.ts';

export const DEMO_PASSWORD = 'Blush#2026';

export const DEMO_MEMBERS: ReadonlyArray<{
  email: string;
  first: string;
  last: string;
  tier: Tier;
  country: CountryCode;
  language: Language;
  callingCode: string;
  number: string;
  dob: string;
  employee?: boolean;
}> = [
  { email: 'pink@blush.example', first: 'Mei', last: 'Tan', tier: 'pink', country: 'SG', language: 'en', callingCode: '+65', number: '91234567', dob: '2001-03-14' },
  { email: 'white@blush.example', first: 'Ayu', last: 'Lestari', tier: 'white', country: 'ID', language: 'id', callingCode: '+62', number: '8123456789', dob: '1996-08-02' },
  { email: 'black@blush.example', first: 'Ploy', last: 'Srisuk', tier: 'black', country: 'TH', language: 'th', callingCode: '+66', number: '812345678', dob: '1992-11-23' },
  { email: 'gold@blush.example', first: 'Grace', last: 'Wong', tier: 'gold', country: 'HK', language: 'zh', callingCode: '+852', number: '61234567', dob: '1988-05-30' },
  { email: 'staff@blush.example', first: 'Priya', last: 'Nair', tier: 'white', country: 'SG', language: 'en', callingCode: '+65', number: '98765432', dob: '1994-01-09', employee: true },
];

export async function seedMembers(db: Db): Promise<number> {
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.sandbox, false)).limit(1);
  if (existing) return 0;
  for (const m of DEMO_MEMBERS) {
    await registerCustomer(
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
        tier: m.tier,
        is_employee: m.employee ?? false,
      },
      'en',
    );
  }
  return DEMO_MEMBERS.length;
}
