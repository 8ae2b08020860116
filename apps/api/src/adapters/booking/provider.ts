/**
 * Where shoppers book stores' services, classes and events (issue 17, decision 0026): the shop's
 * own scheduler by default, or an external booking provider of the booxi kind, which takes the
 * shopper to its own booking page and sends them back to `/happening/services/booxi/success` or
 * `/cancel`. Knows nothing of the shop's modules: it is given slugs, a locale and return addresses.
 */

/** What the shopper is about to book and where to send them back. */
export interface HandoffRequest {
  /** The shop's activity slug (`sg-signature-facial`): the provider knows it as the service's external reference. */
  activity: string;
  /** The shop's store slug: the provider's location reference. */
  store: string;
  country: string;
  language: string;
  /** Absolute addresses of the shop's result pages. */
  successUrl: string;
  cancelUrl: string;
}

export interface BookingProvider {
  /** `builtin`: the shop's own booking flow; `external`: the booking button hands over to the provider. */
  readonly kind: 'builtin' | 'external';
  /** The provider's booking page for this request, or null with the built-in scheduler (nothing to hand over). */
  handoff(request: HandoffRequest): Promise<{ url: string } | null>;
}

/** The provider could not be reached or answered something unusable: the shopper is told to try again. */
export class BookingProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`booking provider: ${message}`, options);
    this.name = 'BookingProviderError';
  }
}
