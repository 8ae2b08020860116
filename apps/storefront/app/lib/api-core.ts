/**
 * The generic API client of product guide §7, shared by the server (loaders) and the browser: the
 * platform headers, Accept-Language as language-COUNTRY, X-Site-Country, retries on the statuses
 * of `RETRY_STATUSES`, 400–599 as errors with the API's translated message, and zod parsing.
 */
import { API_PREFIX, PLATFORM_HEADERS, RETRY_STATUSES, isErrorStatus } from '@blush/shared/http';
import { acceptLanguage } from '@blush/shared/locale';
import type { CountryCode, Language } from '@blush/shared/markets';

/** What the client needs of a zod schema (any schema of `@blush/shared/contracts`). */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export interface ApiLocale {
  country: CountryCode;
  language: Language;
}

export interface TransportRequest {
  method: string;
  /** Path under the origin, starting with `/api/web/v1`, query included. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  body: string;
}

/** Sends one HTTP request: `app.inject` in process, or `fetch`. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly referenceId: string | undefined;
  /** The error's `details` as the API sent them (password rule failures, invalid fields …). */
  readonly details: unknown;
  constructor(status: number, code: string, message: string, referenceId?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.referenceId = referenceId;
    this.details = details;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** Parse (and so validate) the response; without it the JSON is returned as is. */
  schema?: ResponseSchema<T>;
  /** Extra attempts after the first on a retryable status or a network failure. */
  retries?: number;
  /** Backoff before retry n (0-based), in ms. */
  retryDelayMs?: (attempt: number) => number;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export function apiHeaders(locale: ApiLocale): Record<string, string> {
  return {
    ...PLATFORM_HEADERS,
    'Accept-Language': acceptLanguage(locale.language, locale.country),
    'X-Site-Country': locale.country,
  };
}

export function apiUrl(path: string, query?: Readonly<Record<string, QueryValue>>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${clean}${qs ? `?${qs}` : ''}`;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/** The `ApiError` of an error response (the API's code, translated message and details). */
export function errorFrom(status: number, body: string): ApiError {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown; referenceId?: unknown; details?: unknown } };
    const error = parsed.error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      return new ApiError(status, error.code, error.message, typeof error.referenceId === 'string' ? error.referenceId : undefined, error.details);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiError(status, status >= 500 ? 'internal_error' : 'http_error', `HTTP ${status}`);
}

export const defaultRetryDelay = (attempt: number): number => 100 * 2 ** attempt;

export async function callApi<T>(
  transport: Transport,
  locale: ApiLocale,
  path: string,
  options: CallOptions<T> = {},
): Promise<T> {
  const { method = 'GET', retries = 0, retryDelayMs = defaultRetryDelay, signal } = options;
  const request: TransportRequest = {
    method,
    url: apiUrl(path, options.query),
    headers: { ...apiHeaders(locale), ...options.headers },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(signal ? { signal } : {}),
  };
  for (let attempt = 0; ; attempt++) {
    let response: TransportResponse;
    try {
      response = await transport(request);
    } catch (error) {
      if (signal?.aborted || attempt >= retries) {
        throw error instanceof ApiError ? error : new ApiError(503, 'service_unavailable', (error as Error)?.message ?? 'Network error');
      }
      await wait(retryDelayMs(attempt), signal);
      continue;
    }
    if (RETRY_STATUSES.has(response.status) && attempt < retries) {
      await wait(retryDelayMs(attempt), signal);
      continue;
    }
    if (isErrorStatus(response.status)) throw errorFrom(response.status, response.body);
    const json: unknown = response.body === '' ? null : JSON.parse(response.body);
    if (!options.schema) return json as T;
    const parsed = options.schema.safeParse(json);
    if (!parsed.success) {
      throw new ApiError(502, 'invalid_response', `The API answered ${request.url} with an unexpected shape: ${parsed.error.message}`);
    }
    return parsed.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
