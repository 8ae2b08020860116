import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { localObjectStore } from './local.ts';
import { s3ObjectStore, signV4 } from './s3.ts';
import { type ObjectStore, ObjectMissingError } from './store.ts';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

async function roundTrip(store: ObjectStore) {
  await store.put('gift-videos/o1/a.mp4', Readable.from([Buffer.from('hello '), Buffer.from('world')]), 11, 'video/mp4');
  expect(await text(await store.get('gift-videos/o1/a.mp4'))).toBe('hello world');
  expect(await text(await store.get('gift-videos/o1/a.mp4', { start: 6, end: 10 }))).toBe('world');
  // A body of another length than declared stores nothing.
  await expect(store.put('gift-videos/o1/b.mp4', Readable.from([Buffer.from('short')]), 11, 'video/mp4')).rejects.toThrow();
  await expect(store.get('gift-videos/o1/b.mp4')).rejects.toBeInstanceOf(ObjectMissingError);
  await store.delete('gift-videos/o1/a.mp4');
  await store.delete('gift-videos/o1/a.mp4');
  await expect(store.get('gift-videos/o1/a.mp4')).rejects.toBeInstanceOf(ObjectMissingError);
  await expect(store.put('../escape', Readable.from([]), 0, 'text/plain')).rejects.toThrow(/bad key/);
}

describe('object stores', () => {
  it('signs as AWS documents Signature Version 4 (the GET Object example)', () => {
    const headers = signV4({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      settings: { region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      date: new Date(Date.UTC(2013, 4, 24)),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('keeps, reads by range and deletes files on local disk', async () => {
    await roundTrip(localObjectStore(mkdtempSync(join(tmpdir(), 'store-'))));
  });

  it('keeps, reads by range and deletes objects in an S3-compatible store, signed', async () => {
    const objects = new Map<string, Buffer>();
    const server = createServer((request, response) => {
      if (!/^AWS4-HMAC-SHA256 Credential=key\/\d{8}\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(request.headers.authorization ?? '')) {
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = request.url!;
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const stored = objects.get(key);
        if (request.method === 'PUT') {
          objects.set(key, Buffer.concat(chunks));
          response.writeHead(200).end();
        } else if (request.method === 'DELETE') {
          objects.delete(key);
          response.writeHead(204).end();
        } else if (!stored) {
          response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        } else {
          const range = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '');
          if (range) response.writeHead(206).end(stored.subarray(Number(range[1]), Number(range[2]) + 1));
          else response.writeHead(200).end(stored);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const store = s3ObjectStore({ endpoint: `http://127.0.0.1:${port}`, bucket: 'gifts', region: 'ap-southeast-1', accessKeyId: 'key', secretAccessKey: 'secret', pathStyle: true });
      await roundTrip(store);
      await store.put('x/y.bin', Readable.from([Buffer.from('abc')]), 3, 'application/octet-stream');
      expect([...objects.keys()]).toContain('/gifts/x/y.bin');
      const refused = s3ObjectStore({ endpoint: `http://127.0.0.1:${port}`, bucket: 'gifts', region: 'eu-west-1', accessKeyId: 'key', secretAccessKey: 'secret', pathStyle: true });
      await expect(refused.get('x/y.bin')).rejects.toThrow(/HTTP 403/);
    } finally {
      server.close();
    }
  });
});
