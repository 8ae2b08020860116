/**
 * The wrapper's settings (product guide §5): a site code and an environment, both well formed, or
 * no client at all ("Kameleoon siteCode or environment is missing") and every flag inactive.
 */
import { EXPERIMENT_ENVIRONMENT, EXPERIMENT_SITE_CODE } from '@blush/shared/experiments';
import { UPDATE_INTERVAL_MINUTES } from './constants.ts';

export interface ExperimentSettings {
  siteCode: string;
  environment: string;
  /** Minutes between configuration refreshes (when the event stream is not in use). */
  updateIntervalMinutes: number;
  /**
   * Hosted: the vendor's own service, reached by the SDK itself; otherwise our built-in one through
   * the requester (decision 0027). One setting, EXPERIMENTS_HOSTED.
   */
  hosted: boolean;
  /** Hosted in production: the network domain for the visitor's country (product guide §9), else the SDK's default. */
  networkDomain: string | null;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * The network domain for a country from a `CC=domain,CC=domain` list (EXPERIMENTS_NETWORK_DOMAINS);
 * null for a country not listed or a malformed domain.
 */
export function networkDomainFor(country: string, list: string | undefined): string | null {
  for (const pair of (list ?? '').split(',')) {
    const [code, domain] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (code === country.toLowerCase() && domain && DOMAIN.test(domain)) return domain;
  }
  return null;
}

/** The settings, or null when the site code or the environment is missing or malformed. */
export function experimentSettings(
  siteCode: string | undefined | null,
  environment: string | undefined | null,
  hosting: { hosted?: boolean; networkDomain?: string | null } = {},
): ExperimentSettings | null {
  if (!siteCode || !environment || !EXPERIMENT_SITE_CODE.test(siteCode) || !EXPERIMENT_ENVIRONMENT.test(environment)) return null;
  return {
    siteCode,
    environment,
    updateIntervalMinutes: environment === 'production' ? UPDATE_INTERVAL_MINUTES.production : UPDATE_INTERVAL_MINUTES.other,
    hosted: hosting.hosted ?? false,
    networkDomain: hosting.hosted ? (hosting.networkDomain ?? null) : null,
  };
}
