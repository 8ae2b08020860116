/**
 * Signed preview tokens (issue 21 item 7): the back office hands an editor a link to the
 * storefront's preview mode carrying `s1.<expiry ms>.<HMAC>` instead of the shared PREVIEW_TOKEN,
 * so a link works for a day and never reveals the secret. The API accepts either.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { entryPath } from '@blush/shared/content';

export const PREVIEW_LINK_TTL_MS = 24 * 60 * 60_000;

function mac(key: Uint8Array, expires: number): string {
  return createHmac('sha256', key).update(`content-preview:${expires}`).digest('base64url');
}

export function signPreviewToken(key: Uint8Array, now: Date, ttlMs = PREVIEW_LINK_TTL_MS): { token: string; expiresAt: Date } {
  const expires = now.getTime() + ttlMs;
  return { token: `s1.${expires}.${mac(key, expires)}`, expiresAt: new Date(expires) };
}

/** True for a token this shop signed that has not expired. */
export function verifyPreviewToken(key: Uint8Array, token: string, now: Date = new Date()): boolean {
  const match = /^s1\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= now.getTime()) return false;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(key, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The storefront preview page showing an entry's draft (banners and layouts show on the homepage). */
export function previewPathOf(key: string): string {
  if (key.startsWith('overlays/')) return `/preview/overlay/${key.slice('overlays/'.length)}`;
  if (key.startsWith('layouts/')) return '/preview/layout';
  if (key === 'homepage' || key.startsWith('homepage/')) return `/preview/${key}`;
  const live = entryPath(key);
  if (live?.startsWith('/pages/')) return `/preview${live}`;
  return '/preview/homepage';
}
