/**
 * A fake admin API for component tests: `fetch` answers from handlers keyed "METHOD /path" (path
 * under /api/admin/v1, without the query), and every request is recorded with its headers, query
 * and body, so tests assert what the app sends as well as what it shows.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}
export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Handler = Answer | ((request: RecordedRequest, count: number) => Answer);

export function fakeApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/admin\/v1/, '');
    const method = init.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      path,
      query: url.searchParams,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const key = `${method} ${path}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    const handler = handlers[key];
    const answer: Answer = handler === undefined ? { status: 404, body: { error: { code: 'resource_not_found', message: 'Resource not found!' } } } : typeof handler === 'function' ? handler(request, count) : handler;
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), { status, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  return {
    requests,
    /** The requests made to "METHOD /path". */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

export const apiError = (status: number, code: string, message: string, headers?: Record<string, string>): Answer => ({ status, body: { error: { code, message } }, ...(headers ? { headers } : {}) });
