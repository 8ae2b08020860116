/** `npm run admin:create`: a first administrator on a database without staff, who then signs in and enrols. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db/client.ts';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../../../scripts/admin-create.ts', import.meta.url));

it('creates an administrator from the command line, audited, and refuses a second with the same e-mail', { timeout: 300_000 }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'blush-admin-create-'));
  const dataDir = join(dir, 'pglite');
  const env = { ...process.env, DATABASE_URL: '', JWT_SECRET: 'test-secret-for-the-cli-0123456789' };
  try {
    const made = await run(process.execPath, [SCRIPT, '--email', 'Root@Example.com', '--name', 'Root', '--data-dir', dataDir], { env });
    expect(made.stdout).toMatch(/Administrator root@example\.com created/);
    const password = /Password \(shown once\): (\S+)/.exec(made.stdout)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    const again = await run(process.execPath, [SCRIPT, '--email', 'root@example.com', '--password', 'Another#Password1', '--data-dir', dataDir], { env }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/already exists/) });
    const short = await run(process.execPath, [SCRIPT, '--email', 'x@example.com', '--password', 'short', '--data-dir', dataDir], { env }).catch((error: { code: number }) => error);
    expect(short).toMatchObject({ code: 2 });

    const database = await openDatabase({ dataDir });
    try {
      const staff = await queryRows<{ email: string; roles: string[]; totp_secret: string | null }>(database.db, sql`select email, roles, totp_secret from staff_members`);
      expect(staff).toEqual([{ email: 'root@example.com', roles: ['administrator'], totp_secret: null }]);
      const audit = await queryRows<{ action: string; staff_id: number | null }>(database.db, sql`select action, staff_id from staff_audit_log`);
      expect(audit).toEqual([{ action: 'staff.created', staff_id: null }]);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
