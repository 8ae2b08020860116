import type { ErrorCode } from '@blush/shared/errors';

/**
 * A business rule said no. Services throw it; only the errors plugin turns it into an HTTP answer
 * with the catalogue's status and the shopper's language.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: Readonly<Record<string, string | number>>;
  readonly details: unknown;

  constructor(code: ErrorCode, params: Readonly<Record<string, string | number>> = {}, details?: unknown) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.params = params;
    this.details = details;
  }
}
