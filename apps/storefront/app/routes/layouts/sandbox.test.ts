/**
 * The sandbox pages' gate: the layout's loader asks the API `GET sandbox`, which the API serves
 * outside production only (apps/api/src/modules/sandbox/routes.test.ts checks both modes). Here,
 * with the API's two answers: 200 lets the pages render with their messages, the production 404
 * makes every sandbox page a 404.
 */
import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Transport } from '../../lib/api-core.ts';
import { apiTransportContext } from '../../lib/api-transport.server.ts';
import { localeContext } from '../../lib/request-context.server.ts';
import { loader } from './sandbox.tsx';

function run(answer: { status: number; body: unknown }) {
  const asked: string[] = [];
  const transport: Transport = async ({ method, url }) => {
    asked.push(`${method} ${url}`);
    return { status: answer.status, body: JSON.stringify(answer.body) };
  };
  const context = new RouterContextProvider();
  context.set(localeContext, { country: 'TH', language: 'th', countrySource: 'cookie' });
  context.set(apiTransportContext, transport);
  const request = new Request('http://shop.test/sandbox/cart');
  return { asked, result: loader({ request, context, params: {}, url: new URL(request.url), pattern: '/sandbox/cart' } as never) };
}

describe('sandbox pages gate', () => {
  it('renders where the API serves the sandbox, with the benches’ messages in the page language', async () => {
    const { asked, result } = run({ status: 200, body: { sandbox: true } });
    const data = await result;
    expect(asked).toEqual([expect.stringMatching(/^GET \/api\/web\/v1\/sandbox$/)]);
    expect((data.messages.sandbox as { bench: { index_title: string } }).bench.index_title).toBe('แซนด์บ็อกซ์');
    expect(Object.keys(data.messages)).toEqual(expect.arrayContaining(['cart', 'order', 'stores', 'happening', 'account']));
  });

  it('is a 404 where the API answers 404 (production)', async () => {
    const { result } = run({ status: 404, body: { error: { code: 'resource_not_found', message: 'Resource not found!' } } });
    const thrown = await result.then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
