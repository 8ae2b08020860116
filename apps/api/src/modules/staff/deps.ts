import type { Db } from '../../db/client.ts';
import type { AuthDeps } from '../auth/service.ts';

/** What the staff services need, built once at start. */
export interface StaffDeps {
  db: Db;
  /** The shop's signing key (decision 0010): seals TOTP secrets, hashes recovery codes and audit addresses. */
  key: Uint8Array;
  /** Cookies are Secure on any protocol in production. */
  production: boolean;
  /** The shoppers' auth (mailer, links): members' unlock and e-mails. Absent in probes that need none. */
  auth?: AuthDeps;
}
