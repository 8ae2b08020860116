import { createHash, createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { lengthGuard } from './local.ts';
import { type ObjectStore, ObjectMissingError, checkKey } from './store.ts';

export interface S3Settings {
  /** https://s3.ap-southeast-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO and most compatible stores); false: `bucket.endpoint/key` (AWS virtual-hosted). */
  pathStyle: boolean;
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
/** Bodies are streamed and not hashed first: S3 accepts this over TLS (and any store over plain HTTP in a private network). */
const UNSIGNED = 'UNSIGNED-PAYLOAD';

/**
 * A small S3 client (decision 0023): PutObject, GetObject (with Range) and DeleteObject, signed with
 * AWS Signature Version 4 — the three calls the shop needs, on node:http, streaming both ways.
 */
export function s3ObjectStore(settings: S3Settings, now: () => Date = () => new Date()): ObjectStore {
  const base = new URL(settings.endpoint);
  const target = (key: string) => {
    const path = `/${checkKey(key).split('/').map(encodeRfc3986).join('/')}`;
    return settings.pathStyle
      ? { host: base.host, path: `${base.pathname.replace(/\/$/, '')}/${encodeRfc3986(settings.bucket)}${path}` }
      : { host: `${settings.bucket}.${base.host}`, path: `${base.pathname.replace(/\/$/, '')}${path}` };
  };

  async function send(method: 'GET' | 'PUT' | 'DELETE', key: string, headers: Record<string, string>, body?: Readable): Promise<IncomingMessage> {
    const { host, path } = target(key);
    const signed = signV4({ method, host, path, headers: { ...headers, 'x-amz-content-sha256': body ? UNSIGNED : EMPTY_SHA256 }, settings, date: now() });
    const request = (base.protocol === 'https:' ? httpsRequest : httpRequest)({
      protocol: base.protocol,
      hostname: settings.pathStyle ? base.hostname : `${settings.bucket}.${base.hostname}`,
      port: base.port || undefined,
      method,
      path,
      headers: signed,
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    // A body that fails (wrong length) aborts the request: that answer is then never awaited.
    answered.catch(() => undefined);
    if (body) await pipeline(body, lengthGuard(Number(headers['content-length'])), request);
    else request.end();
    return answered;
  }

  async function expectOk(response: IncomingMessage, what: string): Promise<IncomingMessage> {
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return response;
    const chunks: Buffer[] = [];
    for await (const chunk of response) if (chunks.length < 8) chunks.push(chunk as Buffer);
    throw new Error(`S3 ${what}: HTTP ${status} ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`);
  }

  return {
    kind: 's3',
    async put(key, body, length, contentType) {
      await expectOk(await send('PUT', key, { 'content-length': String(length), 'content-type': contentType }, body), `PUT ${key}`);
    },
    async get(key, range) {
      const response = await send('GET', key, range ? { range: `bytes=${range.start}-${range.end}` } : {});
      if (response.statusCode === 404) {
        response.resume();
        throw new ObjectMissingError(key);
      }
      return expectOk(response, `GET ${key}`);
    },
    async delete(key) {
      const response = await send('DELETE', key, {});
      response.resume();
      if (response.statusCode !== 404) await expectOk(response, `DELETE ${key}`);
    },
  };
}

/** RFC 3986 percent-encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/**
 * The request's headers with `host`, `x-amz-date` and `authorization` added (AWS Signature Version
 * 4, header-signed, no query string). Every header given is signed.
 */
export function signV4(input: {
  method: string;
  host: string;
  path: string;
  headers: Record<string, string>;
  settings: Pick<S3Settings, 'region' | 'accessKeyId' | 'secretAccessKey'>;
  date: Date;
}): Record<string, string> {
  const amzDate = input.date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { host: input.host, 'x-amz-date': amzDate };
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  const names = Object.keys(headers).sort();
  const canonical = [
    input.method,
    input.path,
    '',
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    headers['x-amz-content-sha256'] ?? EMPTY_SHA256,
  ].join('\n');
  const scope = `${day}/${input.settings.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.settings.secretAccessKey}`, day), input.settings.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.settings.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
