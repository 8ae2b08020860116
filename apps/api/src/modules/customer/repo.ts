import { and, desc, eq, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerConsents, customers, passwordHistory } from './tables.ts';

type StoredCustomer = typeof customers.$inferSelect;
/** A member as the rest of the shop reads them: `tier` is the tier they have now (a staff override while it lasts), `earnedTier` what the rules gave. */
export type CustomerRow = StoredCustomer & { earnedTier: StoredCustomer['tier'] };
export type NewCustomer = typeof customers.$inferInsert;

/** The tier a member has at `now`: a staff override until it ends, else the one the rules gave. */
export function tierAt(row: Pick<StoredCustomer, 'tier' | 'tierOverride' | 'tierOverrideEndsAt'>, now: Date = new Date()): StoredCustomer['tier'] {
  return row.tierOverride && row.tierOverrideEndsAt && row.tierOverrideEndsAt > now ? row.tierOverride : row.tier;
}

function read(row: StoredCustomer): CustomerRow;
function read(row: StoredCustomer | undefined): CustomerRow | undefined;
function read(row: StoredCustomer | undefined): CustomerRow | undefined {
  return row && { ...row, earnedTier: row.tier, tier: tierAt(row) };
}

export async function insertCustomer(db: Db, row: NewCustomer): Promise<CustomerRow> {
  const [inserted] = await db.insert(customers).values(row).returning();
  return read(inserted!);
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return read(row);
}

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return read(row);
}

export async function findCustomerByPublicId(db: Db, publicId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.publicId, publicId));
  return read(row);
}

export async function updateCustomer(db: Db, id: number, patch: Partial<NewCustomer>): Promise<CustomerRow> {
  const [row] = await db.update(customers).set({ ...patch, updatedAt: sql`now()` }).where(eq(customers.id, id)).returning();
  return read(row!);
}

export async function deleteCustomer(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(customers).where(eq(customers.id, id)).returning({ id: customers.id });
  return rows.length > 0;
}

export async function listSandboxCustomers(db: Db): Promise<CustomerRow[]> {
  return (await db.select().from(customers).where(eq(customers.sandbox, true)).orderBy(desc(customers.id)).limit(200)).map((r) => read(r));
}

export async function insertPasswordHistory(db: Db, customerId: number, passwordHash: string): Promise<void> {
  await db.insert(passwordHistory).values({ customerId, passwordHash });
}

export async function recentPasswordHashes(db: Db, customerId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.customerId, customerId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(limit);
  return rows.map((r) => r.hash);
}

export async function insertConsents(db: Db, rows: (typeof customerConsents.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(customerConsents).values(rows);
}

export async function consentsOf(db: Db, customerId: number) {
  return db.select().from(customerConsents).where(eq(customerConsents.customerId, customerId)).orderBy(customerConsents.id);
}

/** Members above Pink whose tier term began on or before `before` (due for their yearly review). */
export async function customersDueForReview(db: Db, before: Date): Promise<CustomerRow[]> {
  return (await db.select().from(customers).where(and(ne(customers.tier, 'pink'), lte(customers.tierSince, before))).orderBy(customers.id).limit(5000)).map((r) => read(r));
}

/** Members flagged as staff. */
export async function employeeCustomers(db: Db): Promise<CustomerRow[]> {
  return (await db.select().from(customers).where(eq(customers.isEmployee, true)).orderBy(customers.id).limit(50_000)).map((r) => read(r));
}

/** Members born in a month (1–12). */
export async function customersBornIn(db: Db, month: number): Promise<CustomerRow[]> {
  return (await db.select().from(customers).where(sql`extract(month from ${customers.dateOfBirth}) = ${month}`).orderBy(customers.id).limit(50_000)).map((r) => read(r));
}

/** Lock a member's row for a change that must not interleave with another (a tier override). */
export async function lockCustomer(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).for('update');
  return read(row);
}

/**
 * Members matching a back-office search, newest first (keyset on the id, below `before`): an e-mail
 * (its beginning, any case), mobile digits (with or without the calling code), a card number (its
 * last digits), a name (first, last or both, each its beginning, any case) or a single word also
 * as the beginning of an e-mail.
 */
export async function searchCustomers(db: Db, query: { q?: string | undefined; before?: number | undefined; limit: number }): Promise<CustomerRow[]> {
  const q = query.q?.trim();
  const digits = q && /^[+\d\s()-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  const like = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let match;
  if (!q) match = undefined;
  else if (q.includes('@')) match = sql`lower(${customers.email}) like ${like(q.toLowerCase())}`;
  else if (digits.length >= 4) {
    match = or(
      eq(customers.mobileNumber, digits),
      sql`regexp_replace(${customers.callingCode}, '\\D', '', 'g') || ${customers.mobileNumber} = ${digits}`,
      sql`${customers.cardNumber} like ${`%${digits}`}`,
    );
  } else {
    const words = q.toLowerCase().split(/\s+/).slice(0, 2);
    match = words.length === 2
      ? and(sql`lower(${customers.firstName}) like ${like(words[0]!)}`, sql`lower(${customers.lastName}) like ${like(words[1]!)}`)
      : or(sql`lower(${customers.firstName}) like ${like(words[0]!)}`, sql`lower(${customers.lastName}) like ${like(words[0]!)}`, sql`lower(${customers.email}) like ${like(words[0]!)}`);
  }
  const rows = await db
    .select()
    .from(customers)
    .where(and(match, query.before ? lt(customers.id, query.before) : undefined))
    .orderBy(desc(customers.id))
    .limit(query.limit);
  return rows.map((r) => read(r));
}
