/**
 * The browser's experimentation client: the vendor SDK (@kameleoon/javascript-sdk 4.17.1) wrapped
 * with the rules of product guide §4/§5 (decision 0027). Loaded after hydration by a dynamic import
 * (ExperimentsProvider), so the SDK never weighs on the first load.
 *
 * - Not ready until `initialize` succeeded: checks answer false and report "Kameleoon client is not ready".
 * - The visitor code is the one the server rendered with; the SDK writes its cookie only with
 *   analytics consent (the site asks for consent: consentType REQUIRED), withdrawal deletes it.
 * - Only the upper-cased country is set at start (custom data index 3).
 * - A check that throws answers false and reports "KameleoonError::{type}: {message}".
 * - Configuration: pushed by the event stream; refreshed every 5 min in production, 1 min otherwise.
 */
import { CustomData, EventType, KameleoonClient } from '@kameleoon/javascript-sdk';
import type { ConsentPort, ExperimentsBootstrap } from './bootstrap.ts';
import { CUSTOM_DATA, OFF_VARIATION, PREVIOUS_VISITS_MAX, PREVIOUS_VISITS_MIN, REQUEST_TIMEOUT_MS, VISITOR_CODE_COOKIE } from './constants.ts';
import { reportExperimentError, reportNotReady } from './errors.ts';
import { type Evaluation, SIMULATION_COOKIE } from './evaluate.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { createEventSource, createRequester } from './requester.ts';
import { readVisitorCode, visitorCodeCookie, visitorCodeProblem } from './visitor-code.ts';

type Sdk = InstanceType<typeof KameleoonClient>;

/** Per page, in memory: every page load starts from the configuration the server just rendered with. */
function memoryStorage() {
  const data = new Map<string, unknown>();
  return { read: (key: string) => (data.get(key) ?? null) as never, write: (key: string, value: unknown) => void data.set(key, value) };
}

/** The SDK's visitor cookie, through our cookie helpers, written only with analytics consent. */
function visitorCookies(consented: () => boolean) {
  return {
    getData: (key: string) => {
      if (key === VISITOR_CODE_COOKIE) return readVisitorCode(document.cookie);
      // The SDK decodes the simulation cookie itself: hand it over encoded, as stored.
      if (key === SIMULATION_COOKIE) {
        const value = parseCookies(document.cookie)[SIMULATION_COOKIE];
        return value === undefined ? null : encodeURIComponent(value);
      }
      return null;
    },
    setData: ({ visitorCode, key }: { visitorCode: string; key: string }) => {
      if (key === VISITOR_CODE_COOKIE && consented()) document.cookie = visitorCodeCookie(visitorCode, location.protocol === 'https:');
    },
  };
}

export interface ExperimentsClientOptions {
  /** The origin of our service (the page's own). */
  base?: string;
  /** Tests: the SDK's requester and event source. */
  requester?: ReturnType<typeof createRequester>;
  eventSource?: ReturnType<typeof createEventSource>;
}

export class ExperimentsClient {
  private ready = false;
  private readonly sdk: Sdk;
  private readonly visitorCode: string;
  private consent: boolean;
  private readonly stopConsent: () => void;

  private readonly consentPort: ConsentPort;

  constructor(boot: ExperimentsBootstrap & { settings: NonNullable<ExperimentsBootstrap['settings']> }, consent: ConsentPort, options: ExperimentsClientOptions = {}) {
    const base = options.base ?? location.origin;
    this.visitorCode = boot.visitorCode;
    this.consentPort = consent;
    this.consent = consent.granted();
    this.sdk = new KameleoonClient({
      siteCode: boot.settings.siteCode,
      configuration: {
        environment: boot.settings.environment,
        updateInterval: boot.settings.updateIntervalMinutes,
        requestTimeout: REQUEST_TIMEOUT_MS,
        ...(boot.settings.networkDomain ? { networkDomain: boot.settings.networkDomain } : {}),
      },
      externals: {
        storage: memoryStorage(),
        // Hosted: the SDK reaches the vendor itself; otherwise its calls go to our service.
        ...(boot.settings.hosted
          ? {}
          : { requester: (options.requester ?? createRequester({ base })) as never, eventSource: options.eventSource ?? createEventSource(base) }),
        visitorCodeManager: visitorCookies(() => this.consent),
      },
    });
    this.stopConsent = consent.subscribe((granted) => this.setConsent(granted));
  }

  get isReady(): boolean {
    return this.ready;
  }

  /** Start: fetch the configuration, apply consent, set the country. False (and reported) on failure. */
  async initialize(country: string): Promise<boolean> {
    try {
      const problem = visitorCodeProblem(this.visitorCode);
      if (problem) throw Object.assign(new Error(problem === 'VisitorCodeEmpty' ? 'Visitor code can not be empty' : 'Visitor code can not be more than 255 characters long'), { type: problem });
      await this.sdk.initialize();
      this.sdk.getVisitorCode(this.visitorCode);
      this.sdk.setLegalConsent(this.visitorCode, this.consent);
      this.sdk.addData(this.visitorCode, new CustomData(CUSTOM_DATA.country, country.toUpperCase()));
      this.ready = true;
    } catch (error) {
      reportExperimentError(error);
    }
    return this.ready;
  }

  /** Whether a flag is on for the visitor: false (reported) before the client is ready or on an error. */
  isFeatureFlagActive(featureKey: string): boolean {
    if (!this.ready) {
      reportNotReady(featureKey);
      return false;
    }
    try {
      return this.sdk.isFeatureFlagActive(this.visitorCode, featureKey);
    } catch (error) {
      reportExperimentError(error, { featureKey });
      return false;
    }
  }

  /** The flag's variation and variables, as the server's evaluation; inactive before ready or on an error. */
  evaluate(featureKey: string): Evaluation {
    const inactive: Evaluation = { featureKey, variationKey: OFF_VARIATION, variationId: null, experimentId: null, active: false, variables: {}, reason: 'missing' };
    if (!this.ready) {
      reportNotReady(featureKey);
      return inactive;
    }
    try {
      const variation = this.sdk.getVariation({ visitorCode: this.visitorCode, featureKey, track: true });
      const variables: Evaluation['variables'] = {};
      for (const [key, variable] of variation.variables) variables[key] = variable.value as string | number | boolean;
      return { featureKey, variationKey: variation.key, variationId: variation.id, experimentId: variation.experimentId, active: variation.key !== OFF_VARIATION, variables, reason: 'rule' };
    } catch (error) {
      // A flag that does not exist or is off in this environment is inactive, not an error of the page.
      const type = (error as { type?: string }).type;
      if (type !== 'FeatureFlagConfigurationNotFound' && type !== 'FeatureFlagEnvironmentDisabled') reportExperimentError(error, { featureKey });
      return { ...inactive, reason: type === 'FeatureFlagEnvironmentDisabled' ? 'environment_off' : 'missing' };
    }
  }

  /** Call `listener` after every configuration update (event stream or refresh). */
  onUpdate(listener: () => void): void {
    this.sdk.onEvent(EventType.ConfigurationUpdate, () => listener());
  }

  /** Consent given: the SDK may store the visitor code; withdrawn: it may not, and the cookie goes. */
  setConsent(granted: boolean): void {
    this.consent = granted;
    try {
      this.sdk.setLegalConsent(this.visitorCode, granted);
    } catch (error) {
      reportExperimentError(error);
    }
    if (!granted) this.consentPort.clearCookie(VISITOR_CODE_COOKIE);
  }

  /** The visitor's stored visits: 1 to 25 previous ones (product guide §5). */
  async visitorData(previousVisits: number) {
    if (!Number.isInteger(previousVisits) || previousVisits < PREVIOUS_VISITS_MIN || previousVisits > PREVIOUS_VISITS_MAX) {
      reportExperimentError({ type: 'VisitAmount', message: 'Visit amount must be a number between 1 and 25' });
      return [];
    }
    try {
      return await this.sdk.getRemoteVisitorData({ visitorCode: this.visitorCode, shouldAddData: false, filters: { previousVisitAmount: previousVisits, currentVisit: true, experiments: true, conversions: true } });
    } catch (error) {
      reportExperimentError(error);
      return [];
    }
  }

  dispose(): void {
    this.stopConsent();
  }
}

let started: { key: string; client: Promise<ExperimentsClient | null> } | null = null;

/** One client per page and site: made and initialised once, shared by every provider. */
export function startExperiments(boot: ExperimentsBootstrap, consent: ConsentPort): Promise<ExperimentsClient | null> {
  const settings = boot.settings;
  if (!settings) return Promise.resolve(null);
  const key = `${settings.siteCode}:${settings.environment}:${boot.visitorCode}`;
  if (started?.key === key) return started.client;
  const client = new ExperimentsClient({ ...boot, settings }, consent);
  started = { key, client: client.initialize(boot.country).then((ok) => (ok ? client : null)) };
  return started.client;
}
