import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '@blush/shared/locale';
import { LOCALE_VARY } from '../plugins/locale.ts';
import type { ChangeFeed, ChangeTopic } from './changes.ts';
import { type Encoding, ResponseStore, type StoredResponse, encodedBody, etagOf } from './response-store.ts';

export interface ResponseCacheRule {
  /** The data the answer is built from: a change of any of them drops it. */
  topics: readonly ChangeTopic[];
  /** Also drop it after this long (answers showing shoppers' search counts, which no trigger follows). */
  maxAgeMs?: number;
  /** Cache-Control instead of PUBLIC_CACHE_CONTROL (an answer a CDN must not keep: searches are counted here). */
  cacheControl?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous GET answers of this route are served from memory (decision 0028). */
    responseCache?: ResponseCacheRule;
  }
  interface FastifyRequest {
    /** Set by a handler on a miss: what a later hit of the same answer must still do. */
    cacheOnHit?: () => void;
  }
}

export interface ResponseCacheOptions {
  changes: ChangeFeed;
  enabled: boolean;
  maxEntries: number;
  maxBytes: number;
}

/**
 * What a CDN and a browser may do with a cacheable answer: browsers always revalidate (max-age=0,
 * then a 304 from the ETag costs almost nothing), shared caches keep it 15 s and never serve it
 * stale after that (must-revalidate), so an edge lags a change by 15 s at most; this process never.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=15, must-revalidate';
/** Signed-in requests of cacheable routes: answered fresh, kept by nobody. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** What a hit's own headers say (an earlier hook's value for one of them is replaced, not repeated). */
const OWN_HEADERS = new Set(['etag', 'cache-control', 'vary', 'x-cache', 'content-type', 'content-length', 'content-encoding']);

const SIGNED_IN_COOKIES = [COOKIE.jwtData, COOKIE.jwtSignature, COOKIE.jwtRefresh];

interface CacheState {
  key: string;
  rule: ResponseCacheRule;
  generations: number[];
}
/** `bypass`: credentials, answered privately; `preview`: X-Preview-Mode, the handler's headers stand. */
const states = new WeakMap<FastifyRequest, CacheState | 'hit' | 'bypass' | 'preview'>();

/** A signed-in shopper (or any client with credentials): never served from or stored in memory. */
function carriesCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const cookies = request.cookies;
  return SIGNED_IN_COOKIES.some((name) => cookies[name] !== undefined);
}

/**
 * Everything the cached handlers read (audited in decision 0028): the country and language the
 * locale plugin resolved (host, X-Site-Country, locale cookie, query, Accept-Language, language
 * cookie), the path and the query, its parameters in a fixed order.
 */
export function cacheKey(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  const path = at < 0 ? request.url : request.url.slice(0, at);
  let query = '';
  if (at >= 0) {
    const params = [...new URLSearchParams(request.url.slice(at + 1))];
    params.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    query = new URLSearchParams(params).toString();
  }
  return `${request.locale.country}|${request.locale.language}|${path}?${query}`;
}

function acceptedEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : 'identity';
}

/** The strong validator of the body in one encoding: each encoded form is its own representation. */
function etagIn(etag: string, encoding: Encoding): string {
  return encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match names the body in any of its encodings (a CDN may revalidate with another one). */
function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const forms = new Set((['identity', 'br', 'gzip'] as const).map((e) => etagIn(etag, e)));
  return header.split(',').some((tag) => forms.has(tag.trim().replace(/^W\//, '')));
}

/** The answer's own Vary, plus what every cached answer varies by: the locale's headers (its key holds the resolved locale) and the encoding. */
function mergeVary(vary: unknown): string {
  const names = String(vary ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
  for (const extra of [...LOCALE_VARY.split(', '), 'accept-encoding']) if (!names.includes(extra)) names.push(extra);
  return names.join(', ');
}

/**
 * Anonymous GET answers of the routes that ask for it (`config.responseCache`) are kept in memory
 * per key until the change feed says their data changed (decision 0028). Answers carry a strong
 * ETag and a Cache-Control a CDN honours; `x-cache: hit | miss | bypass` says what happened.
 */
export const responseCache = fp<ResponseCacheOptions>(
  async (app, options) => {
    const store = new ResponseStore({ maxEntries: options.maxEntries, maxBytes: options.maxBytes });
    const { changes } = options;
    const unsubscribe = changes.subscribe((topics) => store.dropTopics(topics));
    app.addHook('onClose', async () => unsubscribe());
    app.decorateRequest('cacheOnHit', undefined);

    /** The entry's body in the encoding the client takes (kept once made), that encoding, and whether the client has it already. */
    const chosen = (request: FastifyRequest, entry: StoredResponse, kept: boolean) => {
      const { body, added } = encodedBody(entry, acceptedEncoding(request));
      if (added && kept) store.grew(entry, added);
      const encoding: Encoding = body === entry.body ? 'identity' : body === entry.br ? 'br' : 'gzip';
      return { body, encoding, notModified: matchesEtag(request, entry.etag) };
    };

    /** A miss's answer through the reply: the body to send, or null for a 304. */
    const representation = (request: FastifyRequest, reply: FastifyReply, rule: ResponseCacheRule, entry: StoredResponse, kept: boolean): Buffer | null => {
      const { body, encoding, notModified } = chosen(request, entry, kept);
      reply.header('etag', etagIn(entry.etag, encoding)).header('cache-control', rule.cacheControl ?? PUBLIC_CACHE_CONTROL).header('vary', entry.vary);
      if (notModified) {
        reply.code(304);
        return null;
      }
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return body;
    };

    /**
     * A hit is written straight to the socket, its headers (those set so far: security, rate limit;
     * then the entry's) in one `writeHead`: Fastify's reply pipeline (onSend hooks, serialisation,
     * header bookkeeping) was most of a hit's cost, for bytes that are already final.
     */
    const serve = (request: FastifyRequest, reply: FastifyReply, rule: ResponseCacheRule, entry: StoredResponse) => {
      entry.onHit?.();
      states.set(request, 'hit');
      const { body, encoding, notModified } = chosen(request, entry, true);
      const headers: string[] = [];
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value === undefined || OWN_HEADERS.has(name)) continue;
        // A header set more than once (Set-Cookie) goes out once per value, as Fastify would send it.
        for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
      }
      headers.push('etag', etagIn(entry.etag, encoding), 'cache-control', rule.cacheControl ?? PUBLIC_CACHE_CONTROL, 'vary', entry.vary, 'x-cache', 'hit');
      if (!notModified) {
        headers.push('content-type', entry.contentType, 'content-length', String(body.length));
        if (encoding !== 'identity') headers.push('content-encoding', encoding);
      }
      reply.hijack();
      // The access log's onResponse hook still runs (Fastify listens for the raw answer's end).
      reply.raw.writeHead(notModified ? 304 : 200, headers);
      reply.raw.end(notModified ? undefined : body);
    };

    // After the locale is resolved and the request guarded (onRequest, input guard), before validation.
    app.addHook('preValidation', async (request, reply) => {
      const rule = request.routeOptions.config.responseCache;
      if (!rule || request.method !== 'GET') return;
      if (!options.enabled) return;
      if (carriesCredentials(request)) {
        states.set(request, 'bypass');
        return;
      }
      if (request.headers['x-preview-mode'] !== undefined) {
        states.set(request, 'preview');
        return;
      }
      const key = cacheKey(request);
      const generations = rule.topics.map((t) => changes.generation(t));
      const entry = store.get(key);
      if (entry && entry.expiresAt > Date.now() && entry.generations.every((g, i) => g === generations[i])) return serve(request, reply, rule, entry);
      states.set(request, { key, rule, generations });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const state = states.get(request);
      if (state === undefined || state === 'hit') return payload;
      if (state === 'bypass' || state === 'preview') {
        if (state === 'bypass') reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        reply.header('x-cache', 'bypass');
        return payload;
      }
      reply.header('x-cache', 'miss');
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      if (reply.hasHeader('set-cookie')) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return payload;
      }
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const entry: StoredResponse = {
        key: state.key,
        topics: state.rule.topics,
        generations: state.generations,
        expiresAt: state.rule.maxAgeMs ? Date.now() + state.rule.maxAgeMs : Infinity,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        vary: mergeVary(reply.getHeader('vary')),
        etag: etagOf(body),
        body,
        ...(request.cacheOnHit ? { onHit: request.cacheOnHit } : {}),
      };
      // Loaded while its data changed: it may show the old data, so it is sent but not kept.
      const current = state.rule.topics.every((t, i) => changes.generation(t) === state.generations[i]);
      if (current) store.set(entry);
      // Compressed here, once, for this answer and the hits after it (compress then leaves it).
      return representation(request, reply, state.rule, entry, current);
    });
  },
  { name: 'response-cache', dependencies: ['locale', '@fastify/cookie'] },
);
