/**
 * An external booking provider over HTTP (the booxi kind). One call: `POST {base}/booking-sessions`
 * with the service and location references, the shopper's language and the shop's return
 * addresses, bearer-authenticated; the provider answers `{ "url": … }`, its booking page for that
 * shopper, where the storefront sends them. Nothing of the booking is kept by the shop: the
 * provider confirms, reminds and lets the shopper manage it.
 */
import { z } from 'zod';
import { type BookingProvider, BookingProviderError, type HandoffRequest } from './provider.ts';

export interface HttpProviderSettings {
  /** The provider's API base (`https://api.provider.example/v1`). */
  baseUrl: string;
  apiKey: string;
  /** Give up after this long: the shopper is waiting on the button. */
  timeoutMs?: number;
}

const answerSchema = z.object({ url: z.url() });

export function httpBookingProvider({ baseUrl, apiKey, timeoutMs = 5_000 }: HttpProviderSettings): BookingProvider {
  const endpoint = new URL('booking-sessions', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return {
    kind: 'external',
    async handoff(request: HandoffRequest) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            service: request.activity,
            location: request.store,
            country: request.country,
            language: request.language,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new BookingProviderError(`no answer from ${endpoint.origin}`, { cause: error });
      }
      if (!response.ok) throw new BookingProviderError(`${endpoint.origin} answered ${response.status}`);
      const parsed = answerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new BookingProviderError('the answer has no booking page url');
      const url = new URL(parsed.data.url);
      // Only a page of the provider's kind of address: never a script or data URL handed to the browser.
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && endpoint.protocol === 'http:')) throw new BookingProviderError(`refused booking page ${url.protocol} address`);
      return { url: url.href };
    },
  };
}
