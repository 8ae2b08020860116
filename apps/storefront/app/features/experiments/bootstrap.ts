/** What the server hands the page: the settings, the visitor and the flags as evaluated for the first render. */
import type { Evaluation } from './evaluate.ts';
import type { ExperimentSettings } from './settings.ts';

export interface ExperimentsBootstrap {
  /** Null: site code or environment missing or malformed — no client, every flag inactive. */
  settings: ExperimentSettings | null;
  /** The visitor's code (from the cookie, or made for this first visit). */
  visitorCode: string;
  /** Analytics consent at render time (the visitor cookie is written only with it). */
  consent: boolean;
  /** The request country, upper-cased: the one custom data set at start (index 3). */
  country: string;
  /** The demo's flags as the server evaluated them. */
  flags: Record<string, Evaluation>;
}

/** An inactive evaluation: what a flag is while nothing better is known. */
export function inactiveFlag(featureKey: string): Evaluation {
  return { featureKey, variationKey: 'off', variationId: null, experimentId: null, active: false, variables: {}, reason: 'missing' };
}

/**
 * The visitor's analytics consent, handed in by the route from the consent feature (a feature never
 * imports another): whether it is granted, its changes, and deleting a cookie on withdrawal.
 */
export interface ConsentPort {
  granted(): boolean;
  subscribe(listener: (granted: boolean) => void): () => void;
  clearCookie(name: string): void;
}
