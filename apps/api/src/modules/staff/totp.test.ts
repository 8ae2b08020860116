/** TOTP against RFC 6238's own test vectors, and the rules around it: the ±1 step window and no replay. */
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, stepAt, totpAt } from './totp.ts';

// RFC 6238 Appendix B: 8-digit codes, T0 = 0, X = 30, one seed per hash.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives the RFC vectors for SHA-1, SHA-256 and SHA-512', (seconds, sha1, sha256, sha512) => {
    expect(totpAt(SEEDS.sha1, seconds * 1000, { digits: 8 })).toBe(sha1);
    expect(totpAt(SEEDS.sha256, seconds * 1000, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totpAt(SEEDS.sha512, seconds * 1000, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('gives RFC 4226 HOTP values (Appendix D) with 6 digits', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(SEEDS.sha1, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('reads and writes base32 as authenticator apps do', () => {
    expect(base32Encode(SEEDS.sha1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(SEEDS.sha1);
    expect(base32Decode('not base32!')).toBeUndefined();
  });

  const secret = base32Encode(SEEDS.sha1);
  const now = 1_800_000_015_000;
  const step = stepAt(now);
  const code = (offset: number) => hotp(SEEDS.sha1, step + offset);

  it('accepts the code of this step and one step either side, nothing further', () => {
    expect(matchTotp(secret, code(0), now, null)).toBe(step);
    expect(matchTotp(secret, code(-1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, code(1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, code(-2), now, null)).toBeUndefined();
    expect(matchTotp(secret, code(2), now, null)).toBeUndefined();
    expect(matchTotp(secret, '12345', now, null)).toBeUndefined();
  });

  it('never accepts a step already accepted, nor an earlier one', () => {
    expect(matchTotp(secret, code(0), now, step)).toBeUndefined();
    expect(matchTotp(secret, code(-1), now, step)).toBeUndefined();
    expect(matchTotp(secret, code(1), now, step)).toBe(step + 1);
  });

  it('writes an otpauth:// URI authenticator apps read', () => {
    const text = otpauthUri(secret, 'ada@staff.example', 'Blush back office');
    expect(text.startsWith('otpauth://totp/Blush%20back%20office:ada%40staff.example?')).toBe(true);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret, issuer: 'Blush back office', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
