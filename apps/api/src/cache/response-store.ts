import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ChangeTopic } from './changes.ts';

/** One stored answer: the body as sent, its hash and the compressed forms made on first demand. */
export interface StoredResponse {
  key: string;
  topics: readonly ChangeTopic[];
  /** The topics' generations read before the answer was loaded. */
  generations: readonly number[];
  /** Date.now() after which it is not served (Infinity: until its topics change). */
  expiresAt: number;
  contentType: string;
  vary: string;
  /** Strong validator: a hash of the body, computed once when stored. */
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** What serving it from memory must still do (count a search). */
  onHit?: () => void;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Bodies below this are sent as they are (compressing them saves nothing worth a header). */
export const COMPRESS_THRESHOLD = 1024;

export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * The body in `encoding`, compressed once per entry and kept: brotli quality 5 (a few ms for a
 * listing, about the size of quality 11 on JSON this repetitive) and gzip level 6.
 */
export function encodedBody(entry: StoredResponse, encoding: Encoding): { body: Buffer; added: number } {
  if (encoding === 'identity' || entry.body.length < COMPRESS_THRESHOLD) return { body: entry.body, added: 0 };
  if (encoding === 'br') {
    if (entry.br) return { body: entry.br, added: 0 };
    entry.br = brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
    return { body: entry.br, added: entry.br.length };
  }
  if (entry.gzip) return { body: entry.gzip, added: 0 };
  entry.gzip = gzipSync(entry.body, { level: 6 });
  return { body: entry.gzip, added: entry.gzip.length };
}

const sizeOf = (entry: StoredResponse) => entry.key.length * 2 + entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + 200;

/** Answers kept in memory, least recently used dropped first, bounded by count and bytes. */
export class ResponseStore {
  readonly #entries = new Map<string, StoredResponse>();
  #bytes = 0;
  readonly limits: { maxEntries: number; maxBytes: number };

  constructor(limits: { maxEntries: number; maxBytes: number }) {
    this.limits = limits;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The entry for `key`, marked as just used. */
  get(key: string): StoredResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(entry: StoredResponse): void {
    this.delete(entry.key);
    const size = sizeOf(entry);
    if (size > this.limits.maxBytes) return;
    this.#entries.set(entry.key, entry);
    this.#bytes += size;
    this.#trim();
  }

  /** A compressed form was added to `entry` (counted if it is kept here). */
  grew(entry: StoredResponse, added: number): void {
    if (this.#entries.get(entry.key) !== entry) return;
    this.#bytes += added;
    this.#trim();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= sizeOf(entry);
  }

  /** Drop every entry that depends on one of `topics`. */
  dropTopics(topics: readonly ChangeTopic[]): void {
    for (const entry of this.#entries.values()) {
      if (entry.topics.some((t) => topics.includes(t))) this.delete(entry.key);
    }
  }

  #trim(): void {
    while (this.#entries.size > this.limits.maxEntries || this.#bytes > this.limits.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) return;
      this.delete(oldest.value);
    }
  }
}
