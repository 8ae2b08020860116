/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA-256) from the signing key, so a
 * copy of the table alone does not let anyone mint codes. `v1.<iv>.<ciphertext and tag>`, base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

function boxKey(key: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', key, 'blush-staff', 'totp-secret-box', 32));
}

export function sealSecret(key: Uint8Array, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', boxKey(key), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The secret, or undefined when the box was sealed under another key or tampered with. */
export function openSecret(key: Uint8Array, box: string): string | undefined {
  const [version, iv, sealed] = box.split('.');
  if (version !== 'v1' || !iv || !sealed) return undefined;
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', boxKey(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
