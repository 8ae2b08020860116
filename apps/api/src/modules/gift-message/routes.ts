import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '@blush/shared/contracts';
import {
  GIFT_PART_MAX_BYTES,
  GIFT_POSTER_MAX_BYTES,
  giftMessageResponseSchema,
  giftMessageUpdateBodySchema,
  giftUploadCreateBodySchema,
  giftUploadResponseSchema,
  giftViewResponseSchema,
} from '@blush/shared/gift-message-contracts';
import { DomainError } from '../../domain-error.ts';
import type { AuthDeps } from '../auth/guard.ts';
import { requestOrigin } from '../auth/cookies.ts';
import { shopperOf } from '../bag/shopper.ts';
import { orderLinesOf, ownedOrder } from '../order/service.ts';
import type { GiftUploadRow } from './service.ts';
import { sendStored } from './video-io.ts';
import {
  type GiftDeps,
  type GiftOrder,
  appendPart,
  createLink,
  emailLink,
  linkQr,
  finishUpload,
  giftMessageOf,
  giftView,
  messageForToken,
  ownMessage,
  revokeLink,
  setPoster,
  startUpload,
  updateGiftMessage,
  uploadState,
} from './service.ts';

/** Bodies of raw bytes (upload parts, posters): left unread by the parser, streamed by the handler from `request.raw`. */
const RAW_TYPES = ['application/offset+octet-stream', 'application/octet-stream', 'image/jpeg', 'image/png'];

const orderParams = z.object({ id: z.string().max(64) });
const uploadParams = z.object({ id: z.string().max(64), uploadId: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(100) });
const versionQuery = z.object({ v: z.string().max(12).optional() });
const TAGS = ['gift messages'];

const uploadDto = (upload: GiftUploadRow) => ({ upload: { id: upload.id, size: upload.size, offset: upload.received, status: upload.status } });

/** The byte count a raw body announces: required (parts and posters are stored streaming, their length known up front). */
function contentLength(request: FastifyRequest, max: number): number {
  const length = Number(request.headers['content-length']);
  if (!Number.isInteger(length) || length < 0) throw new DomainError('validation_failed', {}, [{ field: 'headers.content-length', message: 'required' }]);
  if (length > max) throw new DomainError('request_too_large');
  return length;
}

/**
 * Video gift messages (issue 18 item 5): the order owner's gift settings, resumable video upload,
 * poster, captions and link; the recipient's view of a link and its files. Uploads follow the tus
 * idea in plain REST: create with the size, PATCH parts at `Upload-Offset`, GET to learn the
 * offset after a lost connection, then finish.
 */
export function giftMessageRoutes(auth: AuthDeps, deps: GiftDeps, options: { production: boolean; publicUrl: string | undefined }): FastifyPluginAsyncZod {
  const { db } = auth;
  return async (app) => {
    for (const type of RAW_TYPES) app.addContentTypeParser(type, (_request, _payload, done) => done(null, undefined));

    const origin = (request: FastifyRequest) => options.publicUrl ?? requestOrigin(request);
    const orderOf = async (request: FastifyRequest<{ Params: { id: string } }>): Promise<GiftOrder> => {
      const row = await ownedOrder(db, await shopperOf(auth, request, null, options.production), request.params.id);
      const lines = await orderLinesOf(db, row.id);
      return { id: row.id, fulfilment: row.fulfilment, status: row.status, lines: lines.filter((l) => l.kind === 'product').map((l) => ({ id: l.id, name: l.name, detail: l.detail, quantity: l.quantity })) };
    };
    const noStore = { 'cache-control': 'private, no-store' };

    app.get(
      '/orders/:id/gift-message',
      { schema: { tags: TAGS, summary: "The order's gift message: gift or not, video, poster, captions, link and QR code", params: orderParams, response: { 200: giftMessageResponseSchema } } },
      async (request, reply) => reply.headers(noStore).send({ giftMessage: await giftMessageOf(deps, await orderOf(request), origin(request)) }),
    );

    app.put(
      '/orders/:id/gift-message',
      {
        schema: {
          tags: TAGS,
          summary: 'Mark the order (or one of its lines) as a gift, and set or remove WebVTT captions',
          description: 'Refused once the order has shipped (409 gift_message_locked); captions that are not WebVTT: 422 gift_captions_invalid.',
          params: orderParams,
          body: giftMessageUpdateBodySchema,
          response: { 200: giftMessageResponseSchema },
        },
      },
      async (request, reply) => reply.headers(noStore).send({ giftMessage: await updateGiftMessage(deps, await orderOf(request), request.body, origin(request)) }),
    );

    app.post(
      '/orders/:id/gift-message/uploads',
      {
        schema: {
          tags: TAGS,
          summary: 'Start a resumable video upload: its size in bytes, type and length (at most 50 MB and 60 seconds)',
          params: orderParams,
          body: giftUploadCreateBodySchema,
          response: { 201: giftUploadResponseSchema },
        },
      },
      async (request, reply) => reply.code(201).headers(noStore).send(uploadDto(await startUpload(deps, await orderOf(request), request.body))),
    );

    app.get(
      '/orders/:id/gift-message/uploads/:uploadId',
      { schema: { tags: TAGS, summary: 'Where an upload stands (its offset): resume from there after a lost connection', params: uploadParams, response: { 200: giftUploadResponseSchema } } },
      async (request, reply) => reply.headers(noStore).send(uploadDto(await uploadState(deps, await orderOf(request), request.params.uploadId))),
    );

    app.patch(
      '/orders/:id/gift-message/uploads/:uploadId',
      {
        schema: {
          tags: TAGS,
          summary: 'Send the next part of an upload (Content-Type application/offset+octet-stream) at Upload-Offset',
          description: `A part is at most ${GIFT_PART_MAX_BYTES} bytes, at least 64 KiB unless it is the last, and must start where the upload stands (else 409 gift_upload_offset_mismatch, the current offset in the message). The first part's bytes must be MP4 or WebM (415 gift_video_not_video).`,
          consumes: ['application/offset+octet-stream'],
          params: uploadParams,
          headers: z.object({ 'upload-offset': z.coerce.number().int().min(0), 'content-length': z.coerce.number().int().min(1) }),
          response: { 200: giftUploadResponseSchema, 409: errorBodySchema },
        },
      },
      async (request, reply) => {
        const length = contentLength(request, GIFT_PART_MAX_BYTES);
        const order = await orderOf(request);
        const upload = await appendPart(deps, order, request.params.uploadId, request.headers['upload-offset'], length, request.raw);
        return reply.headers({ ...noStore, 'upload-offset': String(upload.received) }).send(uploadDto(upload));
      },
    );

    app.post(
      '/orders/:id/gift-message/uploads/:uploadId/finish',
      {
        schema: {
          tags: TAGS,
          summary: "Finish an upload: its length checked, it becomes the order's video (replacing the one before)",
          params: uploadParams,
          response: { 200: giftMessageResponseSchema },
        },
      },
      async (request, reply) => reply.headers(noStore).send({ giftMessage: await finishUpload(deps, await orderOf(request), request.params.uploadId, origin(request)) }),
    );

    app.put(
      '/orders/:id/gift-message/poster',
      {
        schema: {
          tags: TAGS,
          summary: `Set the video's cover picture: a JPEG or PNG of at most ${GIFT_POSTER_MAX_BYTES} bytes, checked from its bytes`,
          consumes: ['image/jpeg', 'image/png'],
          params: orderParams,
          response: { 200: giftMessageResponseSchema },
        },
      },
      async (request, reply) => {
        const length = contentLength(request, GIFT_POSTER_MAX_BYTES);
        return reply.headers(noStore).send({ giftMessage: await setPoster(deps, await orderOf(request), length, request.raw, origin(request)) });
      },
    );

    app.post(
      '/orders/:id/gift-message/link',
      { schema: { tags: TAGS, summary: "Make a new link for the recipient (the old one stops working); it expires after the set number of days", params: orderParams, response: { 200: giftMessageResponseSchema } } },
      async (request, reply) => reply.headers(noStore).send({ giftMessage: await createLink(deps, await orderOf(request), origin(request)) }),
    );

    app.post(
      '/orders/:id/gift-message/email',
      {
        schema: {
          tags: TAGS,
          summary: "E-mail the link and its QR code to the recipient, in the language chosen (sent once per address and link)",
          description: 'Needs a working link (409 gift_link_missing).',
          params: orderParams,
          body: z.object({ email: z.string().trim().email().max(254), name: z.string().trim().max(60).optional(), language: z.enum(['en', 'id', 'th', 'zh']).optional() }),
          response: { 202: z.object({ queued: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        const { email, name, language } = request.body;
        await emailLink(deps, await orderOf(request), { email, name, language: language ?? request.locale.language }, origin(request));
        return reply.code(202).headers(noStore).send({ queued: true as const });
      },
    );

    app.delete(
      '/orders/:id/gift-message/link',
      { schema: { tags: TAGS, summary: 'Revoke the link: the recipient then sees that it was withdrawn (410)', params: orderParams, response: { 200: giftMessageResponseSchema } } },
      async (request, reply) => reply.headers(noStore).send({ giftMessage: await revokeLink(deps, await orderOf(request), origin(request)) }),
    );

    app.get(
      '/orders/:id/gift-message/video',
      { schema: { tags: TAGS, summary: "The owner's preview of the video (Range requests for seeking)", params: orderParams, querystring: versionQuery } },
      async (request, reply) => {
        const row = await ownMessage(deps, await orderOf(request));
        if (!row.videoKey || !row.videoType || !row.videoSize) throw new DomainError('resource_not_found');
        return sendStored(request, reply, deps.store, { key: row.videoKey, size: row.videoSize, type: row.videoType, etag: `${row.orderId}-${row.version}` });
      },
    );

    app.get(
      '/orders/:id/gift-message/poster',
      { schema: { tags: TAGS, summary: "The owner's view of the cover picture", params: orderParams, querystring: versionQuery } },
      async (request, reply) => {
        const row = await ownMessage(deps, await orderOf(request));
        if (!row.posterKey || !row.posterType) throw new DomainError('resource_not_found');
        return reply.headers({ 'content-type': row.posterType, 'cache-control': 'private, max-age=300' }).send(await deps.store.get(row.posterKey));
      },
    );

    // The recipient: no sign-in, the token is the key. 404 unknown, 410 revoked or expired.
    app.get(
      '/gift-messages/:token',
      { schema: { tags: TAGS, summary: "A gift message as its recipient's link shows it", params: tokenParams, response: { 200: giftViewResponseSchema } } },
      async (request, reply) => reply.headers({ ...noStore, 'x-robots-tag': 'noindex' }).send({ gift: await giftView(deps, request.params.token) }),
    );

    app.get(
      '/gift-messages/:token/video',
      { schema: { tags: TAGS, summary: "The gift's video (Range requests for seeking)", params: tokenParams, querystring: versionQuery } },
      async (request, reply) => {
        const row = await messageForToken(deps, request.params.token);
        reply.header('x-robots-tag', 'noindex');
        return sendStored(request, reply, deps.store, { key: row.videoKey, size: row.videoSize, type: row.videoType, etag: `${row.linkTokenHash!.slice(0, 16)}-${row.version}` });
      },
    );

    app.get(
      '/gift-messages/:token/poster',
      { schema: { tags: TAGS, summary: "The gift video's cover picture", params: tokenParams, querystring: versionQuery } },
      async (request, reply) => {
        const row = await messageForToken(deps, request.params.token);
        if (!row.posterKey || !row.posterType) throw new DomainError('resource_not_found');
        return reply.headers({ 'content-type': row.posterType, 'cache-control': 'private, max-age=300', 'x-robots-tag': 'noindex' }).send(await deps.store.get(row.posterKey));
      },
    );

    app.get(
      '/gift-messages/:token/qr',
      { schema: { tags: TAGS, summary: "The link's QR code as a PNG (the gift e-mail shows it)", params: tokenParams } },
      async (request, reply) =>
        // An e-mail shows it from another origin (a webmail page): not the API's same-origin resource policy.
        reply
          .headers({ 'content-type': 'image/png', 'cache-control': 'private, max-age=300', 'x-robots-tag': 'noindex', 'cross-origin-resource-policy': 'cross-origin' })
          .send(await linkQr(deps, request.params.token, origin(request))),
    );

    app.get(
      '/gift-messages/:token/captions',
      { schema: { tags: TAGS, summary: "The gift video's captions (WebVTT)", params: tokenParams, querystring: versionQuery } },
      async (request, reply) => {
        const row = await messageForToken(deps, request.params.token);
        if (!row.captions) throw new DomainError('resource_not_found');
        return reply.headers({ 'content-type': 'text/vtt; charset=utf-8', 'cache-control': 'private, max-age=300', 'x-robots-tag': 'noindex' }).send(row.captions);
      },
    );
  };
}
