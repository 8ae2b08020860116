/**
 * The gift message calls of the order page and the packing slip (`/orders/{id}/gift-message…`):
 * JSON through the browser's API client; video parts and the poster as raw bytes through
 * XMLHttpRequest, whose upload progress fetch cannot report.
 */
import {
  type GiftMessageDto,
  giftMessageResponseSchema,
  type giftMessageUpdateBodySchema,
  giftUploadResponseSchema,
  type giftUploadSchema,
} from '@blush/shared/gift-message-contracts';
import { orderResponseSchema } from '@blush/shared/order-contracts';
import type { z } from 'zod';
import { type ApiLocale, apiHeaders, apiUrl, errorFrom } from '../../lib/api-core.ts';
import { createBrowserApi } from '../../lib/api-client.ts';

export type GiftUpload = z.infer<typeof giftUploadSchema>;
export type GiftUpdateBody = z.infer<typeof giftMessageUpdateBodySchema>;

/** Send raw bytes; resolves to the parsed JSON answer, rejects with the API's error (status 0: the network failed). */
export function sendBytes(
  method: 'PATCH' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body: Blob,
  onProgress?: (sent: number) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText || 'null'));
      else reject(errorFrom(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(errorFrom(0, ''));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export function giftApi(locale: ApiLocale) {
  const api = createBrowserApi(locale);
  const base = (id: string) => `/orders/${encodeURIComponent(id)}/gift-message`;
  const message = (r: { giftMessage: GiftMessageDto }) => r.giftMessage;
  return {
    get: (id: string, signal?: AbortSignal) => api.get(base(id), { schema: giftMessageResponseSchema, retries: 1, ...(signal ? { signal } : {}) }).then(message),
    order: (id: string, signal?: AbortSignal) => api.get(`/orders/${encodeURIComponent(id)}`, { schema: orderResponseSchema, retries: 1, ...(signal ? { signal } : {}) }).then((r) => r.order),
    update: (id: string, body: GiftUpdateBody) => api.send('PUT', base(id), body, { schema: giftMessageResponseSchema }).then(message),
    startUpload: (id: string, body: { size: number; type: 'video/mp4' | 'video/webm'; duration_ms: number }) =>
      api.send('POST', `${base(id)}/uploads`, body, { schema: giftUploadResponseSchema }).then((r) => r.upload),
    uploadState: (id: string, uploadId: string) => api.get(`${base(id)}/uploads/${encodeURIComponent(uploadId)}`, { schema: giftUploadResponseSchema }).then((r) => r.upload),
    sendPart: async (id: string, uploadId: string, offset: number, part: Blob, onProgress?: (sent: number) => void, signal?: AbortSignal): Promise<GiftUpload> => {
      const headers = { ...apiHeaders(locale), 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) };
      const answer = await sendBytes('PATCH', apiUrl(`${base(id)}/uploads/${encodeURIComponent(uploadId)}`), headers, part, onProgress, signal);
      return giftUploadResponseSchema.parse(answer).upload;
    },
    finish: (id: string, uploadId: string) => api.send('POST', `${base(id)}/uploads/${encodeURIComponent(uploadId)}/finish`, undefined, { schema: giftMessageResponseSchema }).then(message),
    setPoster: async (id: string, image: Blob): Promise<GiftMessageDto> => {
      const headers = { ...apiHeaders(locale), 'Content-Type': image.type === 'image/png' ? 'image/png' : 'image/jpeg' };
      return giftMessageResponseSchema.parse(await sendBytes('PUT', apiUrl(`${base(id)}/poster`), headers, image)).giftMessage;
    },
    createLink: (id: string) => api.send('POST', `${base(id)}/link`, undefined, { schema: giftMessageResponseSchema }).then(message),
    emailLink: (id: string, body: { email: string; name?: string }) => api.send('POST', `${base(id)}/email`, body),
    revokeLink: (id: string) => api.send('DELETE', `${base(id)}/link`, undefined, { schema: giftMessageResponseSchema }).then(message),
  };
}

export type GiftApi = ReturnType<typeof giftApi>;
