import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { notifyPayloadSchema } from '@blush/shared/error-reporter-contracts';
import { DEVELOPMENT_REPORTER_KEY } from '@blush/shared/error-reporter';
import type { TransportRequest } from '../../lib/api-core.ts';
import { apiTransportContext } from '../../lib/api-transport.server.ts';
import { errorReporterClientConfig } from './config.server.ts';
import { reportServerRenderError } from './report.server.ts';

describe('server render errors', () => {
  afterEach(() => vi.restoreAllMocks());

  const contextWith = (sent: TransportRequest[]) => {
    const context = new RouterContextProvider();
    context.set(apiTransportContext, async (request) => {
      sent.push(request);
      return { status: 202, body: '{"accepted":1}' };
    });
    return context;
  };

  it('posts a failed render to the collector as a version 4 event with the key', async () => {
    const sent: TransportRequest[] = [];
    reportServerRenderError(new TypeError('loader broke'), new Request('http://shop.test/products/velvet?x=1'), contextWith(sent));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/web/v1/errors/notify');
    expect(sent[0]!.headers).toMatchObject({ 'bugsnag-api-key': DEVELOPMENT_REPORTER_KEY, 'bugsnag-payload-version': '4' });
    const payload = notifyPayloadSchema.parse(JSON.parse(sent[0]!.body!));
    expect(payload.events[0]!.exceptions[0]).toMatchObject({ errorClass: 'TypeError', message: 'loader broke', type: 'nodejs' });
    expect(payload.events[0]!.context).toBe('render /products/velvet');
  });

  it('does not report a route answer (a 404 thrown by a loader) or a request the browser gave up', () => {
    const sent: TransportRequest[] = [];
    const aborted = new AbortController();
    aborted.abort();
    reportServerRenderError(new ErrorResponseImpl(404, 'Not Found', 'missing'), new Request('http://shop.test/x'), contextWith(sent));
    reportServerRenderError(new Error('gone'), new Request('http://shop.test/x', { signal: aborted.signal }), contextWith(sent));
    // The transport is called synchronously when there is something to send.
    expect(sent).toHaveLength(0);
  });

  it('turns the reporter off with one clear log line for a malformed key, the page still renders', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(errorReporterClientConfig({ ERROR_REPORTER_API_KEY: 'abc', APP_ENV: 'production' })).toBeNull();
    expect(log).toHaveBeenCalledWith('Error reporter disabled: ERROR_REPORTER_API_KEY must be 32 hexadecimal characters');
  });
});
