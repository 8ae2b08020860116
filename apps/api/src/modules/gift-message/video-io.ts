/**
 * Streams of stored gift videos: reading an unfinished upload's parts as one file (at an offset,
 * or whole, one part at a time), and answering HTTP Range requests so browsers seek and play.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectStore } from '../../adapters/storage/index.ts';
import type { GiftUploadPart } from './repo.ts';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The first bytes (up to 16) of a stored object: enough to tell its format. */
export async function headOf(store: ObjectStore, key: string, length: number): Promise<Buffer> {
  return collect(await store.get(key, { start: 0, end: Math.min(length, 16) - 1 }));
}

/** Reads `length` bytes at `offset` of the file the parts make up, asking the store for the ranges only. */
export function partsReader(store: ObjectStore, parts: GiftUploadPart[]) {
  return async (offset: number, length: number): Promise<Buffer> => {
    const pieces: Buffer[] = [];
    const end = offset + length; // exclusive
    for (const part of parts) {
      const partEnd = part.offset + part.length;
      if (partEnd <= offset || part.offset >= end) continue;
      const from = Math.max(offset, part.offset) - part.offset;
      const to = Math.min(end, partEnd) - part.offset - 1;
      pieces.push(await collect(await store.get(part.objectKey, { start: from, end: to })));
    }
    return Buffer.concat(pieces);
  };
}

/** The parts as one stream, opened one after the other. */
export function partsStream(store: ObjectStore, parts: GiftUploadPart[]): Readable {
  return Readable.from(
    (async function* () {
      for (const part of parts) yield* await store.get(part.objectKey);
    })(),
  );
}

/** The single byte range a `Range` header asks of a file of `size` bytes: null for the whole file, 'unsatisfiable' when outside it. */
export function requestedRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // several ranges or nonsense: the whole file, as RFC 9110 allows
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Send a stored file, honouring a Range request (206 with Content-Range; 416 outside the file). */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ObjectStore,
  file: { key: string; size: number; type: string; etag: string },
) {
  reply.header('accept-ranges', 'bytes');
  reply.header('content-type', file.type);
  reply.header('etag', `"${file.etag}"`);
  reply.header('cache-control', 'private, max-age=300');
  const range = requestedRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    return reply.code(416).send();
  }
  if (range === null) {
    reply.header('content-length', String(file.size));
    return reply.code(200).send(await store.get(file.key));
  }
  reply.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  reply.header('content-length', String(range.end - range.start + 1));
  return reply.code(206).send(await store.get(file.key, range));
}
