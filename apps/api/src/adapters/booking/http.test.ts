import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBookingProvider } from './index.ts';
import { httpBookingProvider } from './http.ts';
import { BookingProviderError, type HandoffRequest } from './provider.ts';

/**
 * A small booking provider on this machine, over real HTTP: it checks the key, remembers what it
 * was asked and answers with a booking page — or with what a failing provider sends.
 */
let server: Server;
let base: string;
let answer: { status: number; body: string; delayMs?: number };
const asked: { path: string; auth: string | undefined; body: Record<string, string> }[] = [];

const read = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await read(request);
    asked.push({ path: `${request.method} ${request.url}`, auth: request.headers.authorization, body: JSON.parse(body || '{}') });
    if (request.headers.authorization !== 'Bearer provider-key') {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
  answer = { status: 201, body: JSON.stringify({ url: 'https://book.provider.example/s/abc123?lang=th' }) };
});

const REQUEST: HandoffRequest = {
  activity: 'th-signature-facial',
  store: 'siam-paragon',
  country: 'TH',
  language: 'th',
  successUrl: 'https://shop.example/happening/services/booxi/success',
  cancelUrl: 'https://shop.example/happening/services/booxi/cancel',
};

describe('external booking provider over HTTP', () => {
  it('asks the provider for a booking page with the service, location, language and return addresses', async () => {
    const provider = httpBookingProvider({ baseUrl: base, apiKey: 'provider-key' });
    expect(provider.kind).toBe('external');
    expect(await provider.handoff(REQUEST)).toEqual({ url: 'https://book.provider.example/s/abc123?lang=th' });
    expect(asked).toEqual([
      {
        path: 'POST /v1/booking-sessions',
        auth: 'Bearer provider-key',
        body: {
          service: 'th-signature-facial',
          location: 'siam-paragon',
          country: 'TH',
          language: 'th',
          success_url: 'https://shop.example/happening/services/booxi/success',
          cancel_url: 'https://shop.example/happening/services/booxi/cancel',
        },
      },
    ]);
  });

  it('fails with a provider error on a refused key, a server error, a page-less answer or a script address', async () => {
    const wrongKey = httpBookingProvider({ baseUrl: base, apiKey: 'other-key' });
    await expect(wrongKey.handoff(REQUEST)).rejects.toThrow(/answered 401/);
    const provider = httpBookingProvider({ baseUrl: base, apiKey: 'provider-key' });
    answer = { status: 502, body: '{}' };
    await expect(provider.handoff(REQUEST)).rejects.toThrow(/answered 502/);
    answer = { status: 201, body: '{"id":"abc"}' };
    await expect(provider.handoff(REQUEST)).rejects.toThrow(/no booking page url/);
    answer = { status: 201, body: 'not json' };
    await expect(provider.handoff(REQUEST)).rejects.toBeInstanceOf(BookingProviderError);
    answer = { status: 201, body: JSON.stringify({ url: 'javascript:alert(1)' }) };
    await expect(provider.handoff(REQUEST)).rejects.toThrow(/refused booking page/);
  });

  it('gives up on a provider that does not answer in time, and on one that is not there', async () => {
    answer = { status: 201, body: JSON.stringify({ url: 'https://book.provider.example/s/late' }), delayMs: 500 };
    await expect(httpBookingProvider({ baseUrl: base, apiKey: 'provider-key', timeoutMs: 100 }).handoff(REQUEST)).rejects.toThrow(/no answer/);
    const gone = await new Promise<string>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const port = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(`http://127.0.0.1:${port}/v1`));
      });
    });
    await expect(httpBookingProvider({ baseUrl: gone, apiKey: 'provider-key' }).handoff(REQUEST)).rejects.toBeInstanceOf(BookingProviderError);
  });

  it('the settings choose: the built-in scheduler by default, the HTTP provider with BOOKING_PROVIDER=booxi and its URL and key', async () => {
    const builtin = createBookingProvider({ BOOKING_PROVIDER: 'builtin', BOOKING_PROVIDER_URL: undefined, BOOKING_PROVIDER_API_KEY: undefined });
    expect(builtin.kind).toBe('builtin');
    expect(await builtin.handoff(REQUEST)).toBeNull();
    expect(() => createBookingProvider({ BOOKING_PROVIDER: 'booxi', BOOKING_PROVIDER_URL: base, BOOKING_PROVIDER_API_KEY: undefined })).toThrow(/BOOKING_PROVIDER_API_KEY/);
    const external = createBookingProvider({ BOOKING_PROVIDER: 'booxi', BOOKING_PROVIDER_URL: base, BOOKING_PROVIDER_API_KEY: 'provider-key' });
    expect(await external.handoff(REQUEST)).toEqual({ url: 'https://book.provider.example/s/abc123?lang=th' });
  });
});
