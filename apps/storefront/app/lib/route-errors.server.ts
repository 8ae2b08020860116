/** Turning failures in loaders into route error responses (404 for validation and missing data). */
import { data } from 'react-router';
import { isApiError } from './api-core.ts';

/** A route whose params fail validation, or whose data does not exist: 404 (product guide §2). */
export function notFound(): never {
  throw data({ code: 'route_not_found' }, { status: 404 });
}

/** Rethrow an API failure as a route error response with the API's translated message. */
export function rethrowApiError(error: unknown): never {
  if (isApiError(error)) {
    if (error.status === 404) notFound();
    const status = error.status >= 500 ? 503 : error.status;
    throw data({ code: error.code, message: error.message, referenceId: error.referenceId }, { status });
  }
  throw error;
}
