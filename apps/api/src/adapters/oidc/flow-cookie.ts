/**
 * The cookie a sign-in through an OpenID Connect provider keeps between leaving for the provider
 * and coming back (state, nonce, PKCE verifier, where to go next): AES-256-GCM under a key of its
 * own derived from the shop's key (`info` names the flow), so it can be neither read nor altered,
 * and refused once `expiresAt` has passed. Shoppers' social sign-in and staff single sign-on seal
 * their flows with different `info`, so one flow's cookie never opens the other.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface FlowSealer<T extends { expiresAt: number }> {
  seal(flow: T): string;
  open(value: string | undefined): T | undefined;
}

export function flowSealer<T extends { expiresAt: number }>(shopKey: Uint8Array, info: string): FlowSealer<T> {
  const key = Buffer.from(hkdfSync('sha256', shopKey, 'blush', info, 32));
  return {
    seal(flow) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(value) {
      if (!value) return undefined;
      try {
        const raw = Buffer.from(value, 'base64url');
        if (raw.length < 29) return undefined;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const flow = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
        return typeof flow.expiresAt === 'number' && flow.expiresAt > Date.now() ? flow : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
