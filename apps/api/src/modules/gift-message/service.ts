/**
 * Video gift messages (issue 18 item 5): an order (or one line) marked as a gift, a short video
 * uploaded in parts and checked from its bytes, an optional poster and captions, and the
 * recipient's link. The caller (routes) has checked that the shopper owns the order.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  GIFT_PART_BYTES,
  GIFT_PART_MAX_BYTES,
  GIFT_PART_MIN_BYTES,
  GIFT_POSTER_MAX_BYTES,
  GIFT_VIDEO_MAX_BYTES,
  GIFT_VIDEO_MAX_SECONDS,
  type GiftMessageDto,
  type GiftViewDto,
} from '@blush/shared/gift-message-contracts';
import { type Db, withTransaction } from '../../db/client.ts';
import { enqueue } from '../../outbox/outbox.ts';
import type { Language } from '@blush/shared/markets';
import { DomainError } from '../../domain-error.ts';
import type { ObjectStore } from '../../adapters/storage/index.ts';
import { IMAGE_TYPES, VIDEO_TYPES, type VideoFormat, isWebVtt, mp4DurationMs, sniffImage, sniffVideo, webmDurationMs } from './media.ts';
import { giftPageUrl, isTokenShaped, linkQrPng, linkQrSvg, linkToken, newNonce, tokenHash } from './links.ts';
import { headOf, partsReader, partsStream } from './video-io.ts';
import * as repo from './repo.ts';

export type GiftUploadRow = repo.GiftUploadRow;

export interface GiftDeps {
  db: Db;
  store: ObjectStore;
  /** The shop's signing key: the links' tokens are derived from it. */
  key: Uint8Array;
  linkTtlDays: number;
}

/** The order as the routes found it for its owner. */
export interface GiftOrder {
  id: string;
  fulfilment: string;
  status: string;
  /** Its product lines (any may be the gift). */
  lines: Array<{ id: number; name: string; detail: string | null; quantity: number }>;
}

/** A video may run this much past the limit (containers round; a recorder stops a frame late). */
const DURATION_GRACE_MS = 500;
/** Open uploads an order keeps; a new one beyond this abandons the oldest. */
const OPEN_UPLOADS_MAX = 3;
const MB = 1024 * 1024;

const apiPath = (path: string) => `/api/web/v1${path}`;

function refuseIfLocked(order: GiftOrder) {
  if (repo.isLockedOrder(order)) throw new DomainError('gift_message_locked');
}

async function dto(deps: GiftDeps, order: GiftOrder, row: repo.GiftMessageRow | undefined, origin: string): Promise<GiftMessageDto> {
  const link = row?.linkNonce && row.linkExpiresAt ? await linkDto(deps, order.id, row, origin) : null;
  return {
    orderId: order.id,
    isGift: row?.isGift ?? false,
    orderLineId: row?.orderLineId ?? null,
    lines: order.lines,
    canChange: !repo.isLockedOrder(order),
    video:
      row?.videoKey && row.videoType && row.videoSize
        ? { type: row.videoType, size: row.videoSize, durationMs: row.durationMs, url: apiPath(`/orders/${order.id}/gift-message/video?v=${row.version}`), version: row.version }
        : null,
    posterUrl: row?.posterKey ? apiPath(`/orders/${order.id}/gift-message/poster?v=${row.version}`) : null,
    captions: row?.captions ?? null,
    link,
    limits: { maxBytes: GIFT_VIDEO_MAX_BYTES, maxSeconds: GIFT_VIDEO_MAX_SECONDS, partBytes: GIFT_PART_BYTES },
  };
}

async function linkDto(deps: GiftDeps, orderId: string, row: repo.GiftMessageRow, origin: string): Promise<GiftMessageDto['link']> {
  const url = giftPageUrl(origin, linkToken(deps.key, orderId, row.linkNonce!));
  const state = row.linkRevokedAt ? 'revoked' : row.linkExpiresAt!.getTime() <= Date.now() ? 'expired' : 'active';
  return { url, expiresAt: row.linkExpiresAt!.toISOString(), state, qrSvg: state === 'active' ? await linkQrSvg(url) : null };
}

export async function giftMessageOf(deps: GiftDeps, order: GiftOrder, origin: string): Promise<GiftMessageDto> {
  return dto(deps, order, await repo.messageOf(deps.db, order.id), origin);
}

async function change(deps: GiftDeps, order: GiftOrder, work: (t: Db, row: repo.GiftMessageRow) => Promise<unknown>): Promise<void> {
  refuseIfLocked(order);
  const result = await repo.changeMessage(deps.db, order.id, work);
  if (result.outcome === 'locked') throw new DomainError('gift_message_locked');
}

/** Mark or unmark the order (or one of its lines) as a gift, and set or clear its captions. */
export async function updateGiftMessage(
  deps: GiftDeps,
  order: GiftOrder,
  body: { is_gift: boolean; order_line_id?: number | null; captions?: string | null },
  origin: string,
): Promise<GiftMessageDto> {
  if (body.order_line_id != null && !order.lines.some((line) => line.id === body.order_line_id)) throw new DomainError('resource_not_found');
  if (typeof body.captions === 'string' && body.captions.trim() !== '' && !isWebVtt(body.captions)) throw new DomainError('gift_captions_invalid');
  await change(deps, order, (t) =>
    repo.updateMessage(t, order.id, {
      isGift: body.is_gift,
      orderLineId: body.order_line_id ?? null,
      ...(body.captions !== undefined ? { captions: body.captions?.trim() ? body.captions : null } : {}),
    }),
  );
  return giftMessageOf(deps, order, origin);
}

/** Start a resumable upload of a video of `size` bytes. Too large or (as declared) too long: refused before a byte is sent. */
export async function startUpload(deps: GiftDeps, order: GiftOrder, body: { size: number; type: string; duration_ms: number }): Promise<repo.GiftUploadRow> {
  refuseIfLocked(order);
  if (body.size > GIFT_VIDEO_MAX_BYTES) throw new DomainError('gift_video_too_large', { max: GIFT_VIDEO_MAX_BYTES / MB });
  if (body.duration_ms > GIFT_VIDEO_MAX_SECONDS * 1000 + DURATION_GRACE_MS) throw new DomainError('gift_video_too_long', { max: GIFT_VIDEO_MAX_SECONDS });
  const open = await repo.openUploads(deps.db, order.id);
  for (const old of open.slice(0, Math.max(0, open.length - OPEN_UPLOADS_MAX + 1))) await abandon(deps, old.id);
  return repo.createUpload(deps.db, { orderId: order.id, size: body.size, declaredType: body.type, declaredDurationMs: body.duration_ms });
}

async function abandon(deps: Pick<GiftDeps, 'db' | 'store'>, uploadId: string): Promise<void> {
  const parts = await repo.partsOf(deps.db, uploadId);
  if (await repo.closeUpload(deps.db, uploadId, 'abandoned')) await Promise.all(parts.map((p) => deps.store.delete(p.objectKey)));
}

/** Uploads left open longer than this are abandoned by the hourly job, their parts deleted. */
export const UPLOAD_STALE_MS = 24 * 3_600_000;

/** Abandon uploads left open for a day (their parts' files deleted); the number abandoned. */
export async function abandonStaleUploads(deps: Pick<GiftDeps, 'db' | 'store'>, now: Date): Promise<number> {
  const stale = await repo.staleUploads(deps.db, new Date(now.getTime() - UPLOAD_STALE_MS), 200);
  for (const upload of stale) await abandon(deps, upload.id);
  return stale.length;
}

export async function uploadState(deps: GiftDeps, order: GiftOrder, uploadId: string): Promise<repo.GiftUploadRow> {
  const upload = await repo.uploadOf(deps.db, order.id, uploadId);
  if (!upload) throw new DomainError('resource_not_found');
  return upload;
}

/**
 * Store one part at `offset` (which must be where the upload stands), streamed from `body` with its
 * `length`. The first part's bytes must be MP4 or WebM. Refused parts leave the upload as it was.
 */
export async function appendPart(deps: GiftDeps, order: GiftOrder, uploadId: string, offset: number, length: number, body: Readable): Promise<repo.GiftUploadRow> {
  refuseIfLocked(order);
  const upload = await uploadState(deps, order, uploadId);
  if (upload.status !== 'open') throw new DomainError('gift_upload_closed');
  if (offset !== upload.received) throw new DomainError('gift_upload_offset_mismatch', { offset: upload.received });
  if (offset + length > upload.size) throw new DomainError('gift_video_too_large', { max: GIFT_VIDEO_MAX_BYTES / MB });
  if (length > GIFT_PART_MAX_BYTES || (length < GIFT_PART_MIN_BYTES && offset + length !== upload.size) || length === 0) {
    throw new DomainError('gift_upload_part_size', { min: GIFT_PART_MIN_BYTES / 1024, max: GIFT_PART_MAX_BYTES / MB });
  }
  const key = `gift-uploads/${upload.id}/${offset}-${randomUUID()}`;
  await deps.store.put(key, body, length, 'application/octet-stream');
  let format: VideoFormat | null = null;
  if (offset === 0) {
    const head = await headOf(deps.store, key, length);
    format = sniffVideo(head);
    if (!format) {
      await deps.store.delete(key);
      throw new DomainError('gift_video_not_video');
    }
  }
  const outcome = await repo.appendPart(deps.db, upload.id, { offset, length, objectKey: key, format });
  if (outcome.outcome === 'appended') return outcome.upload;
  await deps.store.delete(key);
  if (outcome.outcome === 'closed') throw new DomainError('gift_upload_closed');
  throw new DomainError('gift_upload_offset_mismatch', { offset: outcome.received });
}

/** The length the container states, or the declared one when it states none (a MediaRecorder WebM). */
async function videoDurationMs(deps: GiftDeps, upload: repo.GiftUploadRow, parts: repo.GiftUploadPart[]): Promise<number> {
  const readAt = partsReader(deps.store, parts);
  const stated = upload.format === 'mp4' ? await mp4DurationMs(readAt, upload.size) : webmDurationMs(await readAt(0, 64 * 1024));
  return stated && stated > 0 ? stated : upload.declaredDurationMs;
}

/**
 * Finish an upload whose bytes all arrived: its length checked, its parts joined into one video,
 * which becomes the order's current video (the one before it is deleted). Two uploads finishing at
 * once for one order take turns on the message row: the later is current, the other's file goes.
 */
export async function finishUpload(deps: GiftDeps, order: GiftOrder, uploadId: string, origin: string): Promise<GiftMessageDto> {
  refuseIfLocked(order);
  const upload = await uploadState(deps, order, uploadId);
  if (upload.status !== 'open') throw new DomainError('gift_upload_closed');
  if (upload.received !== upload.size || !upload.format) throw new DomainError('gift_upload_incomplete', { received: upload.received, size: upload.size });
  const parts = await repo.partsOf(deps.db, upload.id);
  const durationMs = await videoDurationMs(deps, upload, parts);
  if (durationMs > GIFT_VIDEO_MAX_SECONDS * 1000 + DURATION_GRACE_MS) {
    await abandon(deps, upload.id);
    throw new DomainError('gift_video_too_long', { max: GIFT_VIDEO_MAX_SECONDS });
  }
  const format = upload.format as VideoFormat;
  const videoKey = `gift-videos/${order.id}/${upload.id}-${randomUUID().slice(0, 8)}.${format}`;
  await deps.store.put(videoKey, partsStream(deps.store, parts), upload.size, VIDEO_TYPES[format]);
  let replaced: string | null = null;
  let taken = false;
  const result = await repo.changeMessage(deps.db, order.id, async (t, row) => {
    taken = await repo.closeUpload(t, upload.id, 'finished');
    if (!taken) return;
    replaced = row.videoKey;
    await repo.updateMessage(t, order.id, { isGift: true, videoKey, videoType: VIDEO_TYPES[format], videoSize: upload.size, durationMs, version: row.version + 1 });
  });
  if (result.outcome === 'locked' || !taken) {
    await deps.store.delete(videoKey);
    throw new DomainError(result.outcome === 'locked' ? 'gift_message_locked' : 'gift_upload_closed');
  }
  await Promise.all([...parts.map((p) => deps.store.delete(p.objectKey)), ...(replaced && replaced !== videoKey ? [deps.store.delete(replaced)] : [])]);
  return giftMessageOf(deps, order, origin);
}

/** Set the poster image (JPEG or PNG by its bytes, at most GIFT_POSTER_MAX_BYTES), streamed from `body`. */
export async function setPoster(deps: GiftDeps, order: GiftOrder, length: number, body: Readable, origin: string): Promise<GiftMessageDto> {
  refuseIfLocked(order);
  if (length <= 0 || length > GIFT_POSTER_MAX_BYTES) throw new DomainError('gift_poster_invalid', { max: GIFT_POSTER_MAX_BYTES / MB });
  const key = `gift-posters/${order.id}/${randomUUID()}`;
  await deps.store.put(key, body, length, 'application/octet-stream');
  const head = await headOf(deps.store, key, length);
  const format = sniffImage(head);
  if (!format) {
    await deps.store.delete(key);
    throw new DomainError('gift_poster_invalid', { max: GIFT_POSTER_MAX_BYTES / MB });
  }
  let replaced: string | null = null;
  const result = await repo.changeMessage(deps.db, order.id, async (t, row) => {
    replaced = row.posterKey;
    await repo.updateMessage(t, order.id, { posterKey: key, posterType: IMAGE_TYPES[format], version: row.version + 1 });
  });
  if (result.outcome === 'locked') {
    await deps.store.delete(key);
    throw new DomainError('gift_message_locked');
  }
  if (replaced) await deps.store.delete(replaced);
  return giftMessageOf(deps, order, origin);
}

/** A new link for the recipient (any link before it stops working), valid for the set number of days. */
export async function createLink(deps: GiftDeps, order: GiftOrder, origin: string): Promise<GiftMessageDto> {
  await change(deps, order, async (t, row) => {
    if (!row.videoKey) throw new DomainError('gift_video_missing');
    const nonce = newNonce();
    await repo.updateMessage(t, order.id, {
      linkNonce: nonce,
      linkTokenHash: tokenHash(linkToken(deps.key, order.id, nonce)),
      linkExpiresAt: new Date(Date.now() + deps.linkTtlDays * 86_400_000),
      linkRevokedAt: null,
    });
  });
  return giftMessageOf(deps, order, origin);
}

/** Revoke the link: it answers 410 "revoked" from now on. Allowed after shipping too (the sender may change their mind). */
export async function revokeLink(deps: GiftDeps, order: GiftOrder, origin: string): Promise<GiftMessageDto> {
  const row = await repo.messageOf(deps.db, order.id);
  if (row?.linkNonce && !row.linkRevokedAt) await repo.updateMessage(deps.db, order.id, { linkRevokedAt: new Date() });
  return giftMessageOf(deps, order, origin);
}

/** The message behind a recipient's token: 404 for no such link, 410 once revoked or expired. */
export async function messageForToken(deps: GiftDeps, token: string): Promise<repo.GiftMessageRow & { videoKey: string; videoType: string; videoSize: number }> {
  const row = isTokenShaped(token) ? await repo.messageByTokenHash(deps.db, tokenHash(token)) : undefined;
  if (!row || !row.videoKey || !row.videoType || !row.videoSize) throw new DomainError('gift_link_not_found');
  if (row.linkRevokedAt) throw new DomainError('gift_link_revoked');
  if (!row.linkExpiresAt || row.linkExpiresAt.getTime() <= Date.now()) throw new DomainError('gift_link_expired');
  return row as repo.GiftMessageRow & { videoKey: string; videoType: string; videoSize: number };
}

export async function giftView(deps: GiftDeps, token: string): Promise<GiftViewDto> {
  const row = await messageForToken(deps, token);
  const base = apiPath(`/gift-messages/${token}`);
  return {
    videoUrl: `${base}/video?v=${row.version}`,
    videoType: row.videoType,
    posterUrl: row.posterKey ? `${base}/poster?v=${row.version}` : null,
    captionsUrl: row.captions ? `${base}/captions?v=${row.version}` : null,
    expiresAt: row.linkExpiresAt!.toISOString(),
  };
}

/** The owner's current message row (their preview of the video and poster). */
export async function ownMessage(deps: GiftDeps, order: GiftOrder): Promise<repo.GiftMessageRow> {
  const row = await repo.messageOf(deps.db, order.id);
  if (!row) throw new DomainError('resource_not_found');
  return row;
}

/**
 * E-mail the link to the recipient (through the outbox, after this commits): only while the link
 * works. The same address for the same link is sent once.
 */
export async function emailLink(deps: GiftDeps, order: GiftOrder, body: { email: string; name?: string | undefined; language: Language }, origin: string): Promise<void> {
  const row = await repo.messageOf(deps.db, order.id);
  if (!row?.linkNonce || !row.linkTokenHash || row.linkRevokedAt || !row.linkExpiresAt || row.linkExpiresAt.getTime() <= Date.now()) throw new DomainError('gift_link_missing');
  const email = body.email.trim().toLowerCase();
  await withTransaction(deps.db, (t) =>
    enqueue(t, 'gift_message.email', `${row.linkTokenHash}:${email}`, { orderId: order.id, linkHash: row.linkTokenHash, email, name: body.name?.trim() ?? '', language: body.language, origin }),
  );
}

/** The QR code of a working link, as a PNG (the gift e-mail shows it). */
export async function linkQr(deps: GiftDeps, token: string, origin: string): Promise<Buffer> {
  await messageForToken(deps, token);
  return linkQrPng(giftPageUrl(origin, token));
}
