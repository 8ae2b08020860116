/**
 * `Idempotency-Key` the same everywhere (issue 13 §6): a key is 8 to 100 letters, digits, dashes
 * or underscores; a retry with the same key and the same request answers what the first one did
 * (200); the same key with another request is refused with 409 `idempotency_conflict`.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../domain-error.ts';

const keySchema = z.string().min(8).max(100).regex(/^[\w-]+$/);

/** The request's key; `required` refuses a request without one. A malformed key is refused either way. */
export function idempotencyKeyOf(request: FastifyRequest, required: true): string;
export function idempotencyKeyOf(request: FastifyRequest, required: false): string | undefined;
export function idempotencyKeyOf(request: FastifyRequest, required: boolean): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined && !required) return undefined;
  const key = keySchema.safeParse(header);
  if (!key.success) throw new DomainError('idempotency_key_required');
  return key.data;
}

/** What makes a retry the same request: a stable hash of everything that matters in it. */
export function requestFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** A stored result found under the request's key: the same request replays it; another one is a conflict. */
export function replayOf<T extends { fingerprint: string | null }>(stored: T | undefined, fingerprint: string): T | undefined {
  if (stored && stored.fingerprint !== null && stored.fingerprint !== fingerprint) throw new DomainError('idempotency_conflict');
  return stored;
}
