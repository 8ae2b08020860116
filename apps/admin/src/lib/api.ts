/**
 * The back office's client of the admin API (`/api/admin/v1`, decision 0029): same origin, the
 * staff session is the HttpOnly `blush_staff` cookie the browser sends by itself; every request
 * carries `X-Platform: admin` (the shop's CSRF rule) and the staff member's language, so the
 * API's error messages come back in it. Responses are parsed with the shared contract's schema.
 */
import type { z } from 'zod';
import { ADMIN_API_PREFIX } from '@blush/shared/staff-contracts';
import type { Language } from '@blush/shared/markets';

/** The API resolves the language with the site's country (zh is offered only in Hong Kong). */
const SITE_OF_LANGUAGE: Record<Language, string> = { en: 'SG', id: 'ID', th: 'TH', zh: 'HK' };
const ACCEPT_LANGUAGE: Record<Language, string> = { en: 'en', id: 'id-ID', th: 'th-TH', zh: 'zh-HK' };

let currentLanguage: Language = 'en';
export function setApiLanguage(language: Language): void {
  currentLanguage = language;
}

/** An answer other than 2xx: the catalogue code and its translated message from the API. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** Seconds to wait (429 + Retry-After). */
  readonly retryAfter: number | undefined;
  constructor(status: number, code: string, message: string, details?: unknown, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${ADMIN_API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-platform': 'admin',
    'accept-language': ACCEPT_LANGUAGE[currentLanguage],
    'x-site-country': SITE_OF_LANGUAGE[currentLanguage],
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // Offline or the server unreachable: no message of the API's; the screen says so in its words.
    throw new ApiError(0, 'network_error', '');
  }
}

async function failure(response: Response): Promise<ApiError> {
  const retry = Number(response.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : undefined;
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string; details?: unknown } };
    return new ApiError(response.status, body.error?.code ?? 'unknown_error', body.error?.message ?? '', body.error?.details, retryAfter);
  } catch {
    return new ApiError(response.status, 'unknown_error', '', undefined, retryAfter);
  }
}

/** A request whose answer is parsed with `schema`; `null` for answers without a body (204). */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
export async function apiRequest(path: string, schema: null, options?: RequestOptions): Promise<void>;
export async function apiRequest(path: string, schema: z.ZodType | null, options: RequestOptions = {}): Promise<unknown> {
  const response = await send(path, options);
  if (!response.ok) throw await failure(response);
  if (schema === null) return undefined;
  return schema.parse(response.status === 204 ? undefined : await response.json());
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
