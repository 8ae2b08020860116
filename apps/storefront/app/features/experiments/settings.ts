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
}

/** The settings, or null when the site code or the environment is missing or malformed. */
export function experimentSettings(siteCode: string | undefined | null, environment: string | undefined | null): ExperimentSettings | null {
  if (!siteCode || !environment || !EXPERIMENT_SITE_CODE.test(siteCode) || !EXPERIMENT_ENVIRONMENT.test(environment)) return null;
  return { siteCode, environment, updateIntervalMinutes: environment === 'production' ? UPDATE_INTERVAL_MINUTES.production : UPDATE_INTERVAL_MINUTES.other };
}
