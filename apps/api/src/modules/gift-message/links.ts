/**
 * The recipient's link: `/gift/{token}`. The token is never stored (decision 0023): a random
 * nonce is, and the token is an HMAC of the order id and the nonce under a key derived from the
 * shop's signing key, so the sender's order page and packing slip can show the same link again
 * while the database alone (nonce and the token's SHA-256) gives no working link away. A new link
 * is a new nonce; revoking keeps the hash, so the old link then says "revoked" rather than "not found".
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

export const newNonce = (): string => randomBytes(16).toString('base64url');

export function linkToken(key: Uint8Array, orderId: string, nonce: string): string {
  const derived = createHmac('sha256', key).update('gift-message-link').digest();
  return createHmac('sha256', derived).update(`${orderId}:${nonce}`).digest('base64url');
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token as the link carries it (43 base64url characters), before any look-up. */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export const giftPageUrl = (origin: string, token: string): string => `${origin.replace(/\/$/, '')}/gift/${token}`;

/** SVG of the link's QR code: the same library and settings as the payment QR codes (error correction M, 4-module quiet zone). */
export function linkQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { errorCorrectionLevel: 'M', margin: 4, type: 'svg' });
}

/** The same QR code as a PNG (e-mail clients show no SVG). */
export function linkQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 4, type: 'png', scale: 6 });
}
