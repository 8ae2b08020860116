/**
 * The operations endpoints' bearer token (`/ops/**`: order moves, refunds, stock, launches, credit):
 * OPS_TOKEN, else `ops-dev-token` outside production; in production without OPS_TOKEN they are off.
 * Compared in constant time; anything else is 403 `not_authorized`.
 */
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../domain-error.ts';

export function opsGuard(options: { production: boolean; opsToken: string | undefined }): (authorization: string | undefined) => void {
  const opsToken = options.opsToken ?? (options.production ? undefined : 'ops-dev-token');
  return (authorization) => {
    const given = authorization?.replace(/^Bearer\s+/i, '');
    if (!opsToken || !given || !safeEqual(given, opsToken)) throw new DomainError('not_authorized');
  };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
