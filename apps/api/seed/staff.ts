/**
 * Demo staff of the back office (issue 21, docs/decisions/0029): one per role, all with the password
 * `Blush#Staff2026` and an authenticator already enrolled with a fixed secret (README lists them), so
 * the demo signs in at once with any TOTP app. The store manager runs the three Singapore stores.
 * Seeded once; a database that already has staff is left alone. Production makes its first
 * administrator with `npm run admin:create` instead.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@blush/shared/staff-permissions';
import { type Db, queryRows } from '../src/db/client.ts';
import { loadSigningKey } from '../src/modules/auth/service.ts';
import { createStaff } from '../src/modules/staff/service.ts';
import { setStaffSecurity, staffByEmail } from '../src/modules/staff/repo.ts';
import { sealSecret } from '../src/modules/staff/secret-box.ts';
import { base32Encode } from '../src/modules/staff/totp.ts';
import { staffMembers } from '../src/modules/staff/tables.ts';

export const DEMO_STAFF_PASSWORD = 'Blush#Staff2026';

export const DEMO_STAFF: ReadonlyArray<{ email: string; name: string; role: StaffRole }> = [
  { email: 'admin@staff.blush.example', name: 'Ada Tan', role: 'administrator' },
  { email: 'ops@staff.blush.example', name: 'Omar Rahman', role: 'operations' },
  { email: 'merch@staff.blush.example', name: 'Mei Lim', role: 'merchandiser' },
  { email: 'content@staff.blush.example', name: 'Citra Dewi', role: 'content_editor' },
  { email: 'care@staff.blush.example', name: 'Kanya Srisuk', role: 'customer_service' },
  { email: 'store@staff.blush.example', name: 'Sam Wong', role: 'store_manager' },
];

/** The demo authenticator secret of a staff member (base32), the same on every machine. */
export function demoTotpSecret(email: string): string {
  return base32Encode(createHash('sha1').update(`blush-demo-staff:${email}`).digest());
}

export async function seedStaff(db: Db): Promise<number> {
  const [any] = await db.select({ id: staffMembers.id }).from(staffMembers).limit(1);
  if (any) return 0;
  const key = await loadSigningKey(db, process.env.JWT_SECRET);
  const singapore = await queryRows<{ id: number }>(db, sql`select id from stores where country = 'SG' order by id`);
  for (const member of DEMO_STAFF) {
    await createStaff(
      { db, key },
      { email: member.email, name: member.name, password: DEMO_STAFF_PASSWORD, roles: [member.role], store_ids: member.role === 'store_manager' ? singapore.map((s) => s.id) : [], language: 'en' },
      { staffId: null },
    );
    const row = (await staffByEmail(db, member.email))!;
    await setStaffSecurity(db, row.id, { totpSecret: sealSecret(key, demoTotpSecret(member.email)), totpEnrolledAt: new Date() });
  }
  return DEMO_STAFF.length;
}
