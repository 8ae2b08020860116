/**
 * What the experimentation wrapper reports (product guide §8): "Kameleoon client is not ready",
 * "Kameleoon siteCode or environment is missing" and a failed check as "KameleoonError::{type}:
 * {message}" with the library's error kind. Reported through the error-reporting facade.
 */
import { reportError } from '../error-reporting/report.ts';
import { EXPERIMENTATION_PRODUCT } from './constants.ts';

export const NOT_READY_MESSAGE = `${EXPERIMENTATION_PRODUCT} client is not ready`;
export const SETTINGS_MISSING_MESSAGE = `${EXPERIMENTATION_PRODUCT} siteCode or environment is missing`;

/**
 * The library's error kinds the specification lists (product guide §8), by the SDK's names: storage
 * empty, read, write; client not initialised; visitor code empty or too long; visit amount; flag
 * configuration, environment, variation, experiment or variable missing; remote data.
 */
export const LIBRARY_ERROR_KINDS = [
  'StorageEmpty',
  'StorageRead',
  'StorageWrite',
  'Initialization',
  'VisitorCodeEmpty',
  'VisitorCodeMaxLength',
  'VisitAmount',
  'FeatureFlagConfigurationNotFound',
  'FeatureFlagEnvironmentDisabled',
  'FeatureFlagVariationNotFound',
  'FeatureFlagExperimentNotFound',
  'FeatureFlagVariableNotFound',
  'RemoteData',
] as const;

/** "KameleoonError::{type}: {message}" for an SDK error (which carries `type`), else the error's name. */
export function experimentErrorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'type' in error && typeof (error as { type: unknown }).type === 'string') {
    return `${EXPERIMENTATION_PRODUCT}Error::${(error as { type: string }).type}: ${(error as { message?: string }).message ?? ''}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `${EXPERIMENTATION_PRODUCT}Error::Unknown: ${message}`;
}

export function reportExperimentError(error: unknown, context?: Record<string, unknown>): void {
  reportError(experimentErrorMessage(error), { feature: 'experiments', ...context });
}

export function reportNotReady(featureKey: string): void {
  reportError(NOT_READY_MESSAGE, { feature: 'experiments', featureKey });
}

export function reportSettingsMissing(): void {
  reportError(SETTINGS_MISSING_MESSAGE, { feature: 'experiments' });
}
