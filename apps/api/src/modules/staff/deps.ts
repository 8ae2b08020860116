import type { Db } from '../../db/client.ts';

/** What the staff services need, built once at start. */
export interface StaffDeps {
  db: Db;
  /** The shop's signing key (decision 0010): seals TOTP secrets, hashes recovery codes and audit addresses. */
  key: Uint8Array;
  /** Cookies are Secure on any protocol in production. */
  production: boolean;
}
