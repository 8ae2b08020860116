/**
 * Not a route: the consent feature's analytics choice as the experiments feature takes it (a feature
 * never imports another; the route layer combines them). Used by the pages that run experiments.
 */
import { clearCookie, hasConsent, readConsent, subscribeConsent } from '../features/consent/consent.ts';
import type { ConsentPort } from '../features/experiments/bootstrap.ts';

export const experimentsConsent: ConsentPort = {
  granted: () => hasConsent(readConsent(), 'analytics'),
  subscribe: (listener) => subscribeConsent((state) => listener(hasConsent(state, 'analytics'))),
  clearCookie,
};

/** Analytics consent on the server, from the request's Cookie header. */
export const requestAnalyticsConsent = (request: Request): boolean => hasConsent(readConsent(request.headers.get('cookie') ?? ''), 'analytics');
