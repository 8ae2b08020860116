import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Env } from '../../env.ts';
import { localObjectStore } from './local.ts';
import { s3ObjectStore } from './s3.ts';
import type { ObjectStore } from './store.ts';

export type { ByteRange, ObjectStore } from './store.ts';
export { ObjectMissingError } from './store.ts';

/** The object store the settings name: S3 when OBJECT_STORE=s3 (with S3_* settings), else files under the data directory. */
export function createObjectStore(env: Env): ObjectStore {
  if (env.OBJECT_STORE === 's3') {
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error('Invalid environment: OBJECT_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return s3ObjectStore({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      pathStyle: env.S3_PATH_STYLE,
    });
  }
  return localObjectStore(resolve(env.OBJECT_STORE_DIR ?? localDirBeside(env.DATA_DIR)));
}

/** Beside the embedded database's directory: `.data/pglite` keeps its objects in `.data/pglite-objects`. */
function localDirBeside(dataDir: string | undefined): string {
  if (dataDir?.startsWith('memory://')) return join(tmpdir(), `blush-objects-${process.pid}`);
  return `${(dataDir ?? join('.data', 'pglite')).replace(/[\\/]+$/, '')}-objects`;
}
