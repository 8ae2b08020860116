/**
 * `booking-service/handoff` (decision 0026): with an external booking provider configured, the
 * booking button asks here for the provider's booking page of the activity at a store, the shop's
 * result pages (`/happening/services/booxi/success|cancel`, in the shopper's language) as the way
 * back. With the built-in scheduler there is nothing to hand over (404).
 */
import type { CountryCode, Language } from '@blush/shared/markets';
import { type BookingProvider, BookingProviderError } from '../../adapters/booking/index.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { requireActivity, requirePlace } from './service.ts';

export interface HandoffDeps {
  db: Db;
  provider: BookingProvider;
  appOnly: ReadonlySet<CountryCode>;
  log?: { warn(obj: unknown, msg: string): void };
}

export async function handoff(deps: HandoffDeps, body: { activity: string; store: string }, locale: { country: CountryCode; language: Language; origin: string }): Promise<{ url: string }> {
  if (deps.appOnly.has(locale.country)) throw new DomainError('booking_app_only');
  if (deps.provider.kind === 'builtin') throw new DomainError('resource_not_found');
  const activity = await requireActivity(deps.db, body.activity, locale.country);
  const store = await requirePlace(deps.db, activity, body.store);
  const back = (result: 'success' | 'cancel') => `${locale.origin.replace(/\/$/, '')}/happening/services/booxi/${result}?language=${locale.language}`;
  try {
    const page = await deps.provider.handoff({
      activity: activity.slug,
      store: store.slug,
      country: locale.country,
      language: locale.language,
      successUrl: back('success'),
      cancelUrl: back('cancel'),
    });
    if (!page) throw new DomainError('resource_not_found');
    return page;
  } catch (error) {
    if (!(error instanceof BookingProviderError)) throw error;
    deps.log?.warn({ err: error }, 'booking provider handoff failed');
    throw new DomainError('service_unavailable');
  }
}
