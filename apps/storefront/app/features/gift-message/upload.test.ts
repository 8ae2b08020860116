import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-core.ts';
import type { GiftUpload } from './gift-api.ts';
import { uploadVideo } from './upload.ts';

const done = { orderId: 'o1' } as never;

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** An API that keeps the bytes it was sent, failing the calls the test names. */
function fakeApi(failures: Array<'network' | 'mismatch' | 'refused' | 'expired'> = []) {
  let received = 0;
  const bytes: number[] = [];
  const upload = (): GiftUpload => ({ id: 'u1', size: 10, offset: received, status: 'open' });
  return {
    bytes,
    api: {
      startUpload: vi.fn(async () => upload()),
      uploadState: vi.fn(async () => upload()),
      sendPart: vi.fn(async (_order: string, _id: string, offset: number, part: Blob, onProgress?: (sent: number) => void) => {
        const failure = failures.shift();
        if (failure === 'refused') throw new ApiError(415, 'gift_video_not_video', 'This file is not a video we can play.');
        if (failure === 'expired') throw new ApiError(401, 'sign_in_required', 'Please sign in to continue.');
        if (failure === 'mismatch') throw new ApiError(409, 'gift_upload_offset_mismatch', 'wrong offset');
        const content = await bytesOf(part);
        if (offset !== received) throw new ApiError(409, 'gift_upload_offset_mismatch', 'wrong offset');
        // A network failure after the server kept the part: the client must ask where it stands.
        bytes.push(...content);
        received += content.length;
        onProgress?.(content.length);
        if (failure === 'network') throw new ApiError(0, 'http_error', 'HTTP 0');
        return upload();
      }),
      finish: vi.fn(async () => done),
    },
  };
}

const video = new Blob([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])], { type: 'video/webm' });
const run = (api: ReturnType<typeof fakeApi>['api'], onProgress = vi.fn()) =>
  uploadVideo({ api, orderId: 'o1', video, type: 'video/webm', durationMs: 2400.4, partBytes: 4, onProgress, wait: async () => undefined });

describe('uploadVideo', () => {
  it('sends the video in parts from offset 0 and finishes, reporting progress up to the whole size', async () => {
    const { api, bytes } = fakeApi();
    const progress = vi.fn();
    expect(await run(api, progress)).toBe(done);
    expect(api.startUpload).toHaveBeenCalledWith('o1', { size: 10, type: 'video/webm', duration_ms: 2400 });
    expect(api.sendPart.mock.calls.map((call) => call[2])).toEqual([0, 4, 8]);
    expect(bytes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(progress).toHaveBeenLastCalledWith(10, 10);
    expect(api.finish).toHaveBeenCalledWith('o1', 'u1');
  });

  it('after a dropped connection, a refused offset or an expired session asks where the upload stands and goes on from there, sending no byte twice', async () => {
    const { api, bytes } = fakeApi(['network', 'mismatch', 'expired']);
    await run(api);
    expect(api.uploadState).toHaveBeenCalledTimes(3);
    expect(bytes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('stops at an answer that retrying cannot change (not a video), without finishing', async () => {
    const { api } = fakeApi(['refused']);
    await expect(run(api)).rejects.toMatchObject({ code: 'gift_video_not_video' });
    expect(api.finish).not.toHaveBeenCalled();
  });
});
