import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ErrorCode, ERROR_CATALOGUE, errorMessage } from '@blush/shared/errors';
import { DEFAULT_COUNTRY, defaultLanguage } from '@blush/shared/markets';
import { en, id, th, zhTW } from 'zod/locales';
import type { Language } from '@blush/shared/markets';
import { DomainError } from '../domain-error.ts';

/** zod's own translations of its messages, for the field list of a 400 in the shopper's language (Traditional Chinese for Hong Kong). */
const FIELD_MESSAGES: Record<Language, ReturnType<typeof en>> = { en: en(), id: id(), th: th(), zh: zhTW() };

function fieldMessage(language: Language, keyword: string, params: Record<string, unknown> | undefined, fallback: string): string {
  try {
    const message = FIELD_MESSAGES[language].localeError?.({ code: keyword, ...params } as never);
    const text = typeof message === 'string' ? message : message?.message;
    return text || fallback;
  } catch {
    return fallback;
  }
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Readonly<Record<string, string | number>> = {},
  details?: unknown,
  status: number = ERROR_CATALOGUE[code].status,
) {
  const language = request.locale?.language ?? defaultLanguage(DEFAULT_COUNTRY);
  const body: { error: { code: ErrorCode; message: string; details?: unknown; referenceId?: string } } = {
    error: { code, message: errorMessage(code, language, params) },
  };
  if (details !== undefined) body.error.details = details;
  if (status >= 500) body.error.referenceId = request.id;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Framework errors (Fastify's FST_* codes, the content-type parser's, a plugin's) by the code of the
 * catalogue they answer with: their own codes and messages never reach a client.
 */
const FRAMEWORK_ERRORS: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_failed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_JSON: 'validation_failed',
  FST_ERR_BAD_URL: 'invalid_url',
  FST_ERR_NOT_FOUND: 'resource_not_found',
};
const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  404: 'resource_not_found',
  413: 'request_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The catalogue code and status a client-side (4xx) framework error answers with. */
export function clientErrorCode(error: Pick<FastifyError, 'code' | 'statusCode'>): { code: ErrorCode; status: number } {
  const code = (error.code && FRAMEWORK_ERRORS[error.code]) || BY_STATUS[error.statusCode ?? 400];
  if (code) return { code, status: ERROR_CATALOGUE[code].status };
  return { code: 'validation_failed', status: error.statusCode ?? 400 };
}

/**
 * What the log keeps of an unexpected error. A failed query (drizzle's DrizzleQueryError) carries
 * its parameters, which are the shopper's input (addresses, e-mails, whatever an attacker sent):
 * the log gets the SQL text and the database's error, never the parameters.
 */
export function loggableError(error: unknown): unknown {
  if (error instanceof Error && 'params' in error && Array.isArray((error as { params: unknown }).params)) {
    const cause = error.cause as { message?: string; code?: string } | undefined;
    return {
      type: error.name,
      message: cause?.message ?? 'query failed',
      code: cause?.code,
      query: (error as { query?: unknown }).query,
      params: `[${(error as { params: unknown[] }).params.length} parameters not logged]`,
      stack: error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n'),
    };
  }
  return error;
}

/**
 * SQLSTATE class 22, a data exception: the database refused a value (a number out of its column's
 * range, text it cannot hold). Schemas should stop such input first; this is the net behind them.
 */
function isDataException(error: unknown): boolean {
  const code = ((error as { cause?: { code?: unknown } }).cause ?? (error as { code?: unknown }))?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * The one place that turns errors into HTTP answers: domain errors get their catalogue status and
 * translated message, bad input a 400 listing the fields, framework errors their catalogue code,
 * anything unexpected a 500 whose body carries only a reference id (the details go to the log).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setNotFoundHandler((request, reply) => send(request, reply, 'resource_not_found'));
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof DomainError) return send(request, reply, error.code, error.params, error.details);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const language = request.locale?.language ?? defaultLanguage(DEFAULT_COUNTRY);
        const fields = error.validation.map((v) => ({
          field: `${error.validationContext ?? ''}${v.instancePath.replaceAll('/', '.')}`,
          message: fieldMessage(language, v.keyword, v.params as Record<string, unknown> | undefined, v.message ?? ''),
        }));
        return send(request, reply, 'validation_failed', {}, { fields });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return send(request, reply, 'internal_error');
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        // Malformed JSON, a too-large body, an unsupported media type …: the client's fault.
        const { code, status } = clientErrorCode(error);
        return send(request, reply, code, {}, undefined, status);
      }
      if (isDataException(error)) {
        request.log.warn({ err: loggableError(error) }, 'the database refused a value of the request');
        return send(request, reply, 'validation_failed');
      }
      request.log.error({ err: loggableError(error) }, 'unhandled error');
      return send(request, reply, 'internal_error');
    });
  },
  { name: 'errors' },
);
