/**
 * A `fetch` stand-in for the browser API client that knows methods and statuses: routes are
 * `'METHOD /path'` (under /api/web/v1) answered by a value (200), a `{ status, body }` reply, or a
 * function of the request (which may return a promise, to hold an answer back). Unknown routes 404.
 */
import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  url: URL;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface StubReply {
  status: number;
  body: unknown;
}

type Answer = unknown | StubReply | ((request: StubRequest) => unknown | StubReply | Promise<unknown | StubReply>);

const isReply = (value: unknown): value is StubReply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value && Object.keys(value).length === 2;

export const reply = (status: number, body: unknown): StubReply => ({ status, body });
export const apiError = (status: number, code: string, message: string): StubReply => reply(status, { error: { code, message } });

export function stubFetch(routes: Record<string, Answer>) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/web\/v1/, '');
    const request: StubRequest = {
      method,
      url,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
    };
    requests.push(request);
    const key = `${method} ${path}`;
    if (!Object.hasOwn(routes, key)) return new Response(JSON.stringify({ error: { code: 'route_not_found', message: 'Not found' } }), { status: 404 });
    const answer = routes[key];
    const value = typeof answer === 'function' ? await (answer as (r: StubRequest) => unknown)(request) : answer;
    const { status, body } = isReply(value) ? value : { status: 200, body: value };
    return new Response(body === null ? '' : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The requests sent as `'METHOD /path'`. */
  const sent = (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key);
  return { fetchMock, requests, sent };
}

/** A promise and its resolve, to hold an answer back until the test lets it go. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Sign in as far as the browser can tell: a `jwt-data` cookie whose payload names `sub`. */
export function setSessionCookie(sub: string): () => void {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  document.cookie = `jwt-data=${b64({ alg: 'ES256', typ: 'JWT' })}.${b64({ sub, name: 'Mei' })}; path=/`;
  return () => {
    document.cookie = 'jwt-data=; path=/; max-age=0';
  };
}
