/**
 * `npm run admin:create -- --email ada@example.com --name "Ada Tan" [--password …] [--database-url URL] [--data-dir DIR]`:
 * make a back-office administrator on a production database (the demo seed makes its own staff).
 * Without --password (or ADMIN_PASSWORD) a strong one is generated and printed once. The new
 * administrator enrols an authenticator app at their first sign-in; the creation is audited as made
 * from the command line.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STAFF_SIGN_IN, staffCreateBodySchema } from '@blush/shared/staff-contracts';
import { openDatabase } from '../src/db/client.ts';
import { DomainError } from '../src/domain-error.ts';
import { loadSigningKey } from '../src/modules/auth/service.ts';
import { createStaff } from '../src/modules/staff/service.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const generated = !values.password && !process.env.ADMIN_PASSWORD;
const password = values.password ?? process.env.ADMIN_PASSWORD ?? `${randomBytes(18).toString('base64url')}#1a`;
const input = staffCreateBodySchema.safeParse({ email: values.email, name: values.name ?? values.email?.split('@')[0], password, roles: ['administrator'] });
if (!input.success) {
  console.error(`Usage: npm run admin:create -- --email <e-mail> [--name <name>] [--password <at least ${STAFF_SIGN_IN.passwordMinLength} characters>]`);
  for (const issue of input.error.issues) console.error(`  ${issue.path.join('.') || 'input'}: ${issue.message}`);
  process.exit(2);
}
const database = await openDatabase({ url: values['database-url'] ?? process.env.DATABASE_URL, dataDir: values['data-dir'] ?? process.env.DATA_DIR });
try {
  const key = await loadSigningKey(database.db, process.env.JWT_SECRET);
  const staff = await createStaff({ db: database.db, key }, input.data, { staffId: null });
  console.log(`Administrator ${staff.email} created (${staff.id}).`);
  if (generated) console.log(`Password (shown once): ${password}`);
  console.log('At the first sign-in to the back office they enrol an authenticator app and receive their recovery codes.');
} catch (error) {
  if (error instanceof DomainError && error.code === 'staff_email_taken') {
    console.error(`A staff member with the e-mail ${input.data.email} already exists.`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
