import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { errorMessage } from '@blush/shared/errors';
import { DomainError } from '../domain-error.ts';

/**
 * Text PostgreSQL cannot store (a NUL character, which `text` and `jsonb` refuse) or that is not
 * Unicode at all (a lone UTF-16 surrogate, which cannot be encoded as UTF-8). No shopper types
 * either; an attacker sends them to turn a query into a 500 and its parameters into a log line.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The path (`body.items.0.name`) of the first string or key in `value` that PostgreSQL could not
 * store, or undefined. Walks without recursion, so deeply nested JSON cannot overflow the stack.
 */
export function findUnstorable(value: unknown, root: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}.${index}`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorable(key)) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

function unstorableInput(request: FastifyRequest): string | undefined {
  return (
    findUnstorable(request.params, 'params') ??
    findUnstorable(request.query, 'querystring') ??
    findUnstorable(request.body, 'body') ??
    // Real HTTP cannot carry a NUL in a header, but in-process callers (app.inject) can, and some
    // headers (Idempotency-Key) are stored.
    findUnstorable(request.headers, 'headers')
  );
}

/**
 * One guard for every route of the API: input holding text PostgreSQL cannot store is refused with
 * a 400 `invalid_characters` before validation and before any handler or query sees it.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const field = unstorableInput(request);
      if (field === undefined) return;
      const message = errorMessage('invalid_characters', request.locale.language);
      throw new DomainError('invalid_characters', {}, { fields: [{ field, message }] });
    });
  },
  { name: 'input-guard' },
);
