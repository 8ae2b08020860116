import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ErrorCode, ERROR_CATALOGUE, errorMessage } from '@blush/shared/errors';
import { DEFAULT_COUNTRY, defaultLanguage } from '@blush/shared/markets';
import { en, id, th, zhCN } from 'zod/locales';
import type { Language } from '@blush/shared/markets';
import { DomainError } from '../domain-error.ts';

/** zod's own translations of its messages, for the field list of a 400 in the shopper's language. */
const FIELD_MESSAGES: Record<Language, ReturnType<typeof en>> = { en: en(), id: id(), th: th(), zh: zhCN() };

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
 * The one place that turns errors into HTTP answers: domain errors get their catalogue status and
 * translated message, bad input a 400 listing the fields, anything unexpected a 500 whose body
 * carries only a reference id (the details go to the log).
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
      if (error.statusCode === 429) return send(request, reply, 'rate_limited');
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return send(request, reply, 'internal_error');
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        // Malformed JSON, a too-large body, an unsupported media type …: the client's fault.
        return send(request, reply, 'validation_failed', {}, { reason: error.code ?? error.message }, error.statusCode);
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(request, reply, 'internal_error');
    });
  },
  { name: 'errors' },
);
