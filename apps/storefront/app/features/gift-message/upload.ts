/**
 * Uploading a video in parts (slow phones): start, send each part from where the API says the
 * upload stands, and after a network failure or a refused offset ask the API for the offset and go
 * on from there (a few times, waiting longer each time); then finish. Progress is in bytes.
 */
import type { GiftMessageDto } from '@blush/shared/gift-message-contracts';
import { isApiError } from '../../lib/api-core.ts';
import type { GiftApi } from './gift-api.ts';

export interface UploadVideo {
  api: Pick<GiftApi, 'startUpload' | 'uploadState' | 'sendPart' | 'finish'>;
  orderId: string;
  video: Blob;
  type: 'video/mp4' | 'video/webm';
  durationMs: number;
  partBytes: number;
  onProgress: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** Waits between attempts (tests pass none). */
  wait?: (ms: number) => Promise<void>;
}

const RETRIES = 5;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/**
 * Worth asking the offset again and going on: the network, the server, a refused offset, or an
 * expired session (a long upload outlives the access token; asking the offset through the API
 * client refreshes it).
 */
const retryable = (error: unknown) => isApiError(error) && (error.status === 0 || error.status === 401 || error.status >= 500 || error.code === 'gift_upload_offset_mismatch');

export async function uploadVideo({ api, orderId, video, type, durationMs, partBytes, onProgress, signal, wait = sleep }: UploadVideo): Promise<GiftMessageDto> {
  const upload = await api.startUpload(orderId, { size: video.size, type, duration_ms: Math.max(1, Math.round(durationMs)) });
  let offset = upload.offset;
  let failures = 0;
  onProgress(offset, video.size);
  while (offset < video.size) {
    signal?.throwIfAborted();
    const part = video.slice(offset, Math.min(offset + partBytes, video.size));
    try {
      const from = offset;
      offset = (await api.sendPart(orderId, upload.id, offset, part, (sent) => onProgress(from + sent, video.size), signal)).offset;
      failures = 0;
    } catch (error) {
      if (!retryable(error) || ++failures > RETRIES) throw error;
      await wait(500 * 2 ** (failures - 1));
      offset = (await api.uploadState(orderId, upload.id)).offset;
    }
    onProgress(offset, video.size);
  }
  return api.finish(orderId, upload.id);
}
