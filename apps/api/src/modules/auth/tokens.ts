import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, compactVerify, jwtVerify } from 'jose';
import { DomainError } from '../../domain-error.ts';

export interface AccessClaims {
  /** The member's public id. */
  sub: string;
  /** The session (`auth_sessions.id`). */
  sid: string;
  /** First name, so a page can greet the member from `jwt-data` alone. */
  name: string;
  exp: number;
  iat: number;
}

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

export async function signAccessToken(key: Uint8Array, claims: { sub: string; sid: string; name: string }, ttlSeconds: number, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now / 1000);
  const exp = iat + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sid, name: claims.name })
    .setProtectedHeader(HEADER)
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
  return { token, expiresAt: new Date(exp * 1000) };
}

function claimsOf(payload: Record<string, unknown>): AccessClaims {
  const { sub, sid, name, exp, iat } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') {
    throw new DomainError('authentication_failed');
  }
  return { sub, sid, name: typeof name === 'string' ? name : '', exp, iat };
}

/**
 * Verify an access token: HS256 only (so `alg: none` or any other algorithm is refused), a valid
 * signature over exactly the header and payload sent, and not expired unless `ignoreExpiry`
 * (the app flow's refresh presents its expired token to prove which session it holds).
 */
export async function verifyAccessToken(key: Uint8Array, token: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims> {
  try {
    if (options.ignoreExpiry) {
      const { payload } = await compactVerify(token, key, { algorithms: ['HS256'] });
      return claimsOf(JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>);
    }
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    return claimsOf(payload as Record<string, unknown>);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('authentication_failed');
  }
}

/** A random opaque token (refresh tokens, e-mailed links) and the hash kept in the database. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Support reference shown with a blocked sign-in: BL- and 8 characters without look-alikes. */
export function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let out = 'BL-';
  for (let i = 0; i < 8; i++) out += alphabet[bytes[i]! % alphabet.length];
  return out;
}
