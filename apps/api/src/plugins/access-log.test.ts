import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { accessLog } from './access-log.ts';

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

async function appLogging(options: { sample: number; slowMs: number; random?: () => number }) {
  await app?.close();
  const lines: Array<{ level: number; msg: string; res?: { statusCode: number } }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }) });
  accessLog(app, options);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  // Sent outside Fastify's reply, as a response-cache hit is: the onResponse hook still sees it.
  app.get('/raw', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, ['content-type', 'text/plain']);
    reply.raw.end('kept');
  });
  await app.ready();
  return lines;
}

it('writes a sample of ordinary answers, one line each', async () => {
  const draws = [0.5, 0.005, 0.9];
  const lines = await appLogging({ sample: 0.01, slowMs: 60_000, random: () => draws.shift()! });
  for (let i = 0; i < 3; i++) await app!.inject({ url: '/ok' });
  const access = lines.filter((l) => l.res);
  expect(access).toHaveLength(1);
  expect(access[0]).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 } });
});

it('always writes answers 500 and up, and slow ones', async () => {
  const lines = await appLogging({ sample: 0, slowMs: 60_000 });
  await app!.inject({ url: '/ok' });
  await app!.inject({ url: '/boom' });
  expect(lines.filter((l) => l.res)).toEqual([expect.objectContaining({ level: 50, msg: 'request failed', res: { statusCode: 500 } })]);
  const slow = await appLogging({ sample: 0, slowMs: 0 });
  await app!.inject({ url: '/ok' });
  expect(slow.filter((l) => l.res)).toEqual([expect.objectContaining({ level: 40, msg: 'slow request' })]);
});

it('writes a line for an answer sent outside the reply (a response-cache hit), sampled alike', async () => {
  const lines = await appLogging({ sample: 1, slowMs: 60_000 });
  await app!.inject({ url: '/raw' });
  expect(lines.filter((l) => l.res)).toEqual([expect.objectContaining({ level: 30, msg: 'request completed', res: { statusCode: 200 } })]);
});
