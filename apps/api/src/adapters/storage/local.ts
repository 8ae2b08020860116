import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, type ObjectStore, ObjectMissingError, checkKey } from './store.ts';

/**
 * Objects as files under `root` (by default `<DATA_DIR>/objects`). A put writes a temporary file
 * and renames it into place, so a reader never sees half an object and a failed put leaves nothing.
 */
export function localObjectStore(root: string): ObjectStore {
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, body, length) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        await pipeline(body, lengthGuard(length), createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange): Promise<Readable> {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        throw new ObjectMissingError(key);
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Passes the bytes through and fails the stream when they are more or fewer than `length`. */
export function lengthGuard(length: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > length) done(new Error(`object store: more than the ${length} bytes declared`));
      else done(null, chunk);
    },
    flush(done) {
      done(seen === length ? null : new Error(`object store: ${seen} bytes, ${length} declared`));
    },
  });
}
