import type { Readable } from 'node:stream';

/** A byte range, both ends included (as in an HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where large files (gift videos, their posters, upload parts) are kept: local disk by default, or
 * any S3-compatible store (decision 0023). Keys are slash-separated paths chosen by the caller; the
 * bytes always stream, never held whole in memory.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Store exactly `length` bytes from `body` under `key` (replacing what was there). Fails, storing nothing, when the stream holds another number of bytes. */
  put(key: string, body: Readable, length: number, contentType: string): Promise<void>;
  /** The bytes of `key` (or of `range` of it). Fails with `ObjectMissingError` when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Remove `key`; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
}

export class ObjectMissingError extends Error {
  constructor(key: string) {
    super(`object store: no object ${key}`);
    this.name = 'ObjectMissingError';
  }
}

/** Keys are made by the API from ids, never from input; this refuses anything that could leave the store's root. */
export function checkKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9._/-]{0,500}$/i.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`object store: bad key ${JSON.stringify(key)}`);
  }
  return key;
}
