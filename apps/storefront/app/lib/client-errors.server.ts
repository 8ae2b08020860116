import { errorMessage } from '@blush/shared/errors';
import type { Language } from '@blush/shared/markets';
import { CLIENT_ERROR_CODES, type ClientErrorMessages } from './client-errors.ts';

/** The client's catalogue messages in one language, unfilled (placeholders kept). */
export function clientErrorMessages(language: Language): ClientErrorMessages {
  return Object.fromEntries(CLIENT_ERROR_CODES.map((code) => [code, errorMessage(code, language)])) as unknown as ClientErrorMessages;
}
