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
import { type Db, queryRows, withTransaction } from '../src/db/client.ts';
import { loadSigningKey } from '../src/modules/auth/service.ts';
import { hashPassword } from '../src/modules/customer/password.ts';
import { recordAudit } from '../src/modules/staff/audit.ts';
import { insertStaff } from '../src/modules/staff/repo.ts';
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
  // One argon2 hash for the one demo password (each hash costs 19 MiB and tens of milliseconds).
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await withTransaction(db, async (t) => {
    for (const member of DEMO_STAFF) {
      const row = await insertStaff(t, {
        email: member.email,
        name: member.name,
        passwordHash,
        roles: [member.role],
        storeIds: member.role === 'store_manager' ? singapore.map((s) => s.id) : [],
        totpSecret: sealSecret(key, demoTotpSecret(member.email)),
        totpEnrolledAt: new Date(),
      });
      await recordAudit(t, key, { staffId: null }, { action: 'staff.created', targetType: 'staff', targetId: row.publicId, after: { email: row.email, roles: row.roles, store_ids: row.storeIds, demo: true } });
    }
  });
  return DEMO_STAFF.length;
}
