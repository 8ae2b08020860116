/**
 * HTTP contracts of video gift messages (issue 18): an order (or one line) marked as a gift, its
 * video uploaded in parts (resumable), an optional poster and captions, and the recipient's link.
 */
import { z } from 'zod';

/** Longest video, in seconds (checked from the container where it states it; else the client's declared length). */
export const GIFT_VIDEO_MAX_SECONDS = 60;
/** Largest video, in bytes (50 MB). */
export const GIFT_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** Largest upload part, in bytes; every part but the last at least GIFT_PART_MIN_BYTES. */
export const GIFT_PART_MAX_BYTES = 8 * 1024 * 1024;
export const GIFT_PART_MIN_BYTES = 64 * 1024;
/** Part size the storefront sends (1 MiB: a slow phone loses at most one part's progress). */
export const GIFT_PART_BYTES = 1024 * 1024;
/** Largest poster image (JPEG or PNG), in bytes. */
export const GIFT_POSTER_MAX_BYTES = 2 * 1024 * 1024;
export const GIFT_CAPTIONS_MAX_CHARS = 10_000;
export const GIFT_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

export const giftUploadCreateBodySchema = z.object({
  size: z.number().int().positive(),
  /** What the client believes it is; the bytes decide. */
  type: z.enum(GIFT_VIDEO_TYPES),
  /** The length the recorder or the file's player reported, in milliseconds. */
  duration_ms: z.number().int().positive(),
});

export const giftUploadSchema = z.object({
  id: z.string().uuid(),
  size: z.number().int(),
  /** Bytes received so far: the offset the next part starts at. */
  offset: z.number().int(),
  status: z.enum(['open', 'finished', 'abandoned']),
});
export const giftUploadResponseSchema = z.object({ upload: giftUploadSchema });

export const giftMessageUpdateBodySchema = z.object({
  is_gift: z.boolean(),
  /** One line of the order as the gift; null or absent: the whole order. */
  order_line_id: z.number().int().positive().nullable().optional(),
  /** WebVTT captions; null removes them; absent leaves them. */
  captions: z.string().max(GIFT_CAPTIONS_MAX_CHARS).nullable().optional(),
});

export const giftLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  state: z.enum(['active', 'expired', 'revoked']),
  /** SVG markup of the link's QR code (shown as an image); null once it no longer works. */
  qrSvg: z.string().nullable(),
});

export const giftMessageSchema = z.object({
  orderId: z.string(),
  isGift: z.boolean(),
  orderLineId: z.number().int().nullable(),
  /** The order's product lines, any of which may be the gift. */
  lines: z.array(z.object({ id: z.number().int(), name: z.string(), detail: z.string().nullable(), quantity: z.number().int() })),
  /** False once the order has shipped (or is over): nothing can change any more. */
  canChange: z.boolean(),
  video: z
    .object({ type: z.string(), size: z.number().int(), durationMs: z.number().int().nullable(), url: z.string(), version: z.number().int() })
    .nullable(),
  posterUrl: z.string().nullable(),
  captions: z.string().nullable(),
  link: giftLinkSchema.nullable(),
  limits: z.object({ maxBytes: z.number().int(), maxSeconds: z.number().int(), partBytes: z.number().int() }),
});
export type GiftMessageDto = z.infer<typeof giftMessageSchema>;
export const giftMessageResponseSchema = z.object({ giftMessage: giftMessageSchema });

/** What the recipient's page shows. */
export const giftViewSchema = z.object({
  videoUrl: z.string(),
  videoType: z.string(),
  posterUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  expiresAt: z.string(),
});
export type GiftViewDto = z.infer<typeof giftViewSchema>;
export const giftViewResponseSchema = z.object({ gift: giftViewSchema });
