/**
 * How the SDK reaches OUR experimentation service (decision 0027). The SDK builds `https://` URLs on
 * vendor hosts (`sdk-config.…/v3/{site}`, `data.…/visit/events`, `events.…:8110/sse`), even with its
 * `networkDomain` setting (which only swaps the second-level domain and keeps https, the subdomains
 * and port 8110), so it cannot name this origin. Its documented `externals` (requester, event
 * source) can: they keep the SDK's path and query and send them to `/api/web/v1/experiments` here.
 *
 * They also carry the specification's numbers the SDK lacks: a 20 s timeout, and a second retry of
 * configuration and tracking requests (the SDK retries once: `NUMBER_OF_RETRIES` 1).
 */
import { LIBRARY_RETRIES, REQUEST_TIMEOUT_MS } from './constants.ts';

export const SERVICE_PATH = '/api/web/v1/experiments';
/** The SDK's own retries of a configuration or tracking request (javascript-sdk-core 5.17). */
export const SDK_RETRIES = 1;
const RETRY_DELAY_MS = 1000;

/** The SDK's URL on our service: same path and query, our origin and prefix. */
export function serviceUrl(vendorUrl: string, base: string): string {
  const url = new URL(vendorUrl);
  return `${base.replace(/\/+$/, '')}${SERVICE_PATH}${url.pathname}${url.search}`;
}

interface SdkRequest {
  requestType: string;
  url: string;
  retryCount?: number;
  parameters: { method: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal | null };
}

export interface RequesterOptions {
  base: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retryDelayMs?: number;
}

export function createRequester(options: RequesterOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const once = (request: SdkRequest) => {
    const { method, headers, body, signal } = request.parameters;
    const timeout = AbortSignal.timeout(timeoutMs);
    return doFetch(serviceUrl(request.url, options.base), {
      method,
      headers: {
        ...headers,
        // The API refuses a state-changing request without it (csrf.ts); the SDK posts `*/*`.
        ...(method === 'POST' ? { 'X-Platform': 'web', 'Content-Type': 'text/plain;charset=UTF-8' } : {}),
      },
      ...(body !== undefined ? { body } : {}),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      credentials: 'same-origin',
      keepalive: method === 'POST' && (body?.length ?? 0) < 60_000,
    });
  };
  return {
    async sendRequest(request: SdkRequest): Promise<Response> {
      // The SDK's last attempt of a retried request gets one more from us (LIBRARY_RETRIES in all).
      const lastSdkAttempt = (request.requestType === 'configuration' || request.requestType === 'tracking') && request.retryCount === SDK_RETRIES;
      const extra = lastSdkAttempt ? LIBRARY_RETRIES - SDK_RETRIES : 0;
      for (let attempt = 0; ; attempt++) {
        try {
          const response = await once(request);
          if (response.ok || response.status === 304 || response.status < 500 || attempt >= extra) return response;
        } catch (error) {
          if (attempt >= extra) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? RETRY_DELAY_MS));
      }
    },
  };
}

/**
 * The event stream on our origin (the SDK's `KameleoonEventSource` with the URL moved). An open
 * stream keeps the page out of the browser's back/forward cache, so it is closed when the page is
 * hidden (`pagehide`) and opened again when the page comes back from that cache (`pageshow`).
 */
export function createEventSource(base: string, Source: typeof EventSource = EventSource, page: EventTarget | undefined = globalThis.window) {
  let source: EventSource | undefined;
  let stream: { url: string; eventType: string; onEvent: (message: MessageEvent) => void } | undefined;
  let errorCallback: ((error: Event) => void) | undefined;
  const connect = () => {
    if (!stream) return;
    source = new Source(serviceUrl(stream.url, base));
    source.addEventListener(stream.eventType, stream.onEvent as EventListener);
    if (errorCallback) source.onerror = errorCallback;
  };
  const disconnect = () => {
    source?.close();
    source = undefined;
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted && !source) connect();
  };
  return {
    open(options: { url: string; eventType: string; onEvent: (message: MessageEvent) => void }) {
      disconnect();
      stream = options;
      connect();
      page?.addEventListener('pagehide', disconnect);
      page?.addEventListener('pageshow', onPageShow);
    },
    close() {
      stream = undefined;
      disconnect();
      page?.removeEventListener('pagehide', disconnect);
      page?.removeEventListener('pageshow', onPageShow);
    },
    onError(callback: (error: Event) => void) {
      errorCallback = callback;
      if (source) source.onerror = callback;
    },
  };
}
