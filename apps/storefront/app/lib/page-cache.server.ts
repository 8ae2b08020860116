/**
 * Full-page cache of anonymous catalogue pages (issue 20): home, category and brand listings and
 * product pages, rendered once per change of the data behind them and served from memory.
 *
 * - Only a GET with no cookie besides the locale and consent cookies (which are part of the key)
 *   and no Authorization is looked up or stored: a shopper with a session, a bag or any other
 *   cookie always gets a fresh render, and a response that sets a cookie is never stored.
 * - The key holds every request input the root, layout and page loaders read: protocol, host,
 *   path and query, X-Site-Country, the locale and consent cookies, the device flags of the user
 *   agent; and the generation of the catalogue, content and site data (the API's change feed). A change
 *   also empties the cache, and a render that began before a change is not stored.
 * - The Content-Security-Policy nonce stays unique per response: the page is kept with a slot
 *   where its nonce was (and where any value a loader marked fresh was) and every response fills
 *   them anew; compression then runs per response at the server's level.
 * - A loader may mark its page as this visitor's alone (page-render.server.ts): the home page does
 *   when experiments are configured, since its flags follow the visitor's code.
 * - Bounded memory: least recently used pages go first beyond `maxBytes`.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { COOKIE } from '@blush/shared/locale';
import { parseCookies } from './cookies.ts';
import { parseDeviceFlags } from './device.server.ts';
import type { FreshValue, PageRender } from './page-render.server.ts';
import type { ChangeTopic, Generations } from './per-change.server.ts';

export type { ChangeTopic };

/** The API's change feed (apps/api/src/cache/changes.ts) as far as the page cache uses it. */
export interface ChangeSource extends Generations {
  /** Told of every topic that moved, including the API's own that pages never read (promotions): the cache clears on any. */
  subscribe(listener: (topics: readonly string[]) => void): unknown;
  /** Resolves once every change committed before the call has moved the generations here. */
  settle?(): Promise<void>;
}

/** Writes through this process that change catalogue, content or site data: the operations routes and the back office. */
const DATA_WRITE = /^\/api\/(?:web\/v1\/ops\/|admin\/)/;

/** Catalogue pages: home, listings, brands, product pages. */
const CACHEABLE_PATH = /^\/(?:$|categories\/|brands(?:$|\/)|products\/)/;
/** Cookies that only choose the locale or record the cookie choice; every other cookie means "not anonymous". */
const KEY_COOKIE = (name: string) => name === COOKIE.locale || name.startsWith(COOKIE.languagePrefix) || name === 'consent';
/** Headers of a stored page not replayed: compression and framing are per response. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'vary', 'x-page-cache']);
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;
const MAX_PAGE_BYTES = 2_000_000;

interface CachedPage {
  /** The page split at its per-response values; slot i between parts i and i+1. */
  parts: string[];
  /** Which value fills each slot: 0 the nonce, n the n-th fresh value. */
  slots: number[];
  regenerate: Array<() => string>;
  headers: Array<[string, string | string[]]>;
  /** The header values split at the nonce (the policy). */
  nonceHeaders: Array<[string, string[]]>;
  bytes: number;
}

interface Pending {
  key: string;
  generation: string;
  render: PageRender;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
  entries: number;
  bytes: number;
}

export const newNonce = (): string => randomBytes(18).toString('base64');

export function createPageCache(options: { changes: ChangeSource; maxBytes?: number }) {
  const { changes } = options;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const pages = new Map<string, CachedPage>();
  const pending = new WeakMap<FastifyRequest, Pending>();
  const stats = { hits: 0, misses: 0, stored: 0 };
  let bytes = 0;

  const generation = () => `${changes.generation('catalog')}.${changes.generation('content')}.${changes.generation('site')}`;
  const clear = () => {
    pages.clear();
    bytes = 0;
  };
  changes.subscribe(clear);

  /** The key of an anonymous catalogue page request, or null when it must be rendered for this shopper alone. */
  function keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
    const url = request.url;
    const path = url.split('?', 1)[0]!;
    if (!CACHEABLE_PATH.test(path)) return null;
    const cookies = parseCookies(request.headers.cookie);
    const kept: string[] = [];
    for (const [name, value] of Object.entries(cookies)) {
      if (!KEY_COOKIE(name)) return null;
      kept.push(`${name}=${value}`);
    }
    kept.sort();
    const device = parseDeviceFlags(request.headers['user-agent'] ?? null);
    return JSON.stringify([generation(), request.protocol, request.headers.host ?? '', url, request.headers['x-site-country'] ?? '', kept, device]);
  }

  function serve(reply: FastifyReply, page: CachedPage): string {
    const values = [newNonce(), ...page.regenerate.map((make) => make())];
    let html = page.parts[0]!;
    for (let i = 0; i < page.slots.length; i++) html += values[page.slots[i]!]! + page.parts[i + 1]!;
    for (const [name, value] of page.headers) reply.header(name, value);
    for (const [name, split] of page.nonceHeaders) reply.header(name, split.join(values[0]!));
    reply.header('x-page-cache', 'hit');
    return html;
  }

  function store(key: string, html: string, nonce: string, fresh: readonly FreshValue[], headers: Record<string, unknown>): void {
    const tokens = [nonce, ...fresh.map((f) => f.value)];
    // Split at every occurrence of every token, in document order.
    const parts: string[] = [];
    const slots: number[] = [];
    let rest = html;
    for (;;) {
      let at = -1;
      let which = -1;
      tokens.forEach((token, index) => {
        const found = rest.indexOf(token);
        if (found !== -1 && (at === -1 || found < at)) [at, which] = [found, index];
      });
      if (at === -1) break;
      parts.push(rest.slice(0, at));
      slots.push(which);
      rest = rest.slice(at + tokens[which]!.length);
    }
    parts.push(rest);
    const replayed: CachedPage['headers'] = [];
    const nonceHeaders: CachedPage['nonceHeaders'] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
      const text = Array.isArray(value) ? value.map(String) : String(value);
      if (typeof text === 'string' && text.includes(nonce)) nonceHeaders.push([name, text.split(nonce)]);
      else replayed.push([name, text]);
    }
    const size = html.length * 2;
    const previous = pages.get(key);
    if (previous) {
      bytes -= previous.bytes;
      pages.delete(key);
    }
    pages.set(key, { parts, slots, regenerate: fresh.map((f) => f.regenerate), headers: replayed, nonceHeaders, bytes: size });
    bytes += size;
    stats.stored++;
    for (const [oldest, page] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(oldest);
      bytes -= page.bytes;
    }
  }

  /**
   * onSend of every route: after a successful data write through this process, pages wait until
   * its change has moved the generations (the NOTIFY arrives a moment after the commit), so the
   * next page this process serves shows it.
   */
  let settling: Promise<void> | undefined;
  const afterWrite: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    if (changes.settle && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && DATA_WRITE.test(request.url)) {
      const current: Promise<void> = changes
        .settle()
        .catch(() => undefined)
        .finally(() => {
          if (settling === current) settling = undefined;
        });
      settling = current;
    }
    return payload;
  };

  /** preHandler of the page route: a stored page is answered at once; a miss is remembered for `onSend`. */
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    if (settling) await settling;
    const key = keyOf(request);
    if (key === null) return;
    const page = pages.get(key);
    if (page) {
      stats.hits++;
      // Most recently used last.
      pages.delete(key);
      pages.set(key, page);
      reply.type('text/html');
      return reply.send(serve(reply, page));
    }
    stats.misses++;
    pending.set(request, { key, generation: generation(), render: { cacheable: true, fresh: [] } });
  };

  /** onSend of the page route (before compression): keeps a complete, anonymous, successful page. */
  const onSend: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    pending.delete(request);
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode !== 200 || !type.startsWith('text/html') || reply.hasHeader('set-cookie') || !miss.render.cacheable) return payload;
    const nonce = NONCE_IN_POLICY.exec(String(reply.getHeader('content-security-policy') ?? ''))?.[1];
    if (!nonce) return payload;
    const html = typeof payload === 'string' ? payload : await readAll(payload as Readable | Buffer | null);
    reply.header('x-page-cache', 'miss');
    if (html.length <= MAX_PAGE_BYTES && miss.generation === generation()) store(miss.key, html, nonce, miss.render.fresh, reply.getHeaders());
    return html;
  };

  return {
    preHandler,
    onSend,
    afterWrite,
    /** The render record a miss's loaders may mark (`markUncacheable`, `markFresh`); a throw-away one otherwise. */
    renderFor(request: FastifyRequest): PageRender {
      return pending.get(request)?.render ?? { cacheable: false, fresh: [] };
    },
    clear,
    stats: (): PageCacheStats => ({ ...stats, entries: pages.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

async function readAll(payload: Readable | Buffer | null): Promise<string> {
  if (payload === null) return '';
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
