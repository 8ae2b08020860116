import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerConsents, customers, passwordHistory } from './tables.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

export async function insertCustomer(db: Db, row: NewCustomer): Promise<CustomerRow> {
  const [inserted] = await db.insert(customers).values(row).returning();
  return inserted!;
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return row;
}

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findCustomerByPublicId(db: Db, publicId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.publicId, publicId));
  return row;
}

export async function updateCustomer(db: Db, id: number, patch: Partial<NewCustomer>): Promise<CustomerRow> {
  const [row] = await db.update(customers).set({ ...patch, updatedAt: sql`now()` }).where(eq(customers.id, id)).returning();
  return row!;
}

export async function deleteCustomer(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(customers).where(eq(customers.id, id)).returning({ id: customers.id });
  return rows.length > 0;
}

export async function listSandboxCustomers(db: Db): Promise<CustomerRow[]> {
  return db.select().from(customers).where(eq(customers.sandbox, true)).orderBy(desc(customers.id)).limit(200);
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
  return db.select().from(customers).where(and(ne(customers.tier, 'pink'), lte(customers.tierSince, before))).orderBy(customers.id).limit(5000);
}

/** Members flagged as staff. */
export async function employeeCustomers(db: Db): Promise<CustomerRow[]> {
  return db.select().from(customers).where(eq(customers.isEmployee, true)).orderBy(customers.id).limit(50_000);
}

/** Members born in a month (1–12). */
export async function customersBornIn(db: Db, month: number): Promise<CustomerRow[]> {
  return db.select().from(customers).where(sql`extract(month from ${customers.dateOfBirth}) = ${month}`).orderBy(customers.id).limit(50_000);
}
