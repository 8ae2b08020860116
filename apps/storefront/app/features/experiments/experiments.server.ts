/**
 * Server-side evaluation for the first render (product guide §4; decision 0027): the storefront asks
 * the built-in service for the client configuration, evaluates the page's flags for the visitor's
 * code exactly as the browser's SDK will, and hands both to the page, so a variation never flickers.
 * Any failure leaves every flag inactive: the page renders as without experiments.
 */
import { createHash } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { parseCookies } from '../../lib/cookies.ts';
import { markFresh, markUncacheable } from '../../lib/page-render.server.ts';
import { requestLocale, serverApi } from '../../lib/request-context.server.ts';
import { type ExperimentsBootstrap, inactiveFlag } from './bootstrap.ts';
import { ALL_FEATURES, CUSTOM_DATA } from './constants.ts';
import { type ClientConfiguration, type HashDouble, SIMULATION_COOKIE, evaluateFlag, simulatedVariations } from './evaluate.ts';
import { type ExperimentSettings, experimentSettings, networkDomainFor } from './settings.ts';
import { REQUEST_TIMEOUT_MS } from './constants.ts';
import { generateVisitorCode, readVisitorCode } from './visitor-code.ts';

/** The demo site (apps/api/seed/experiments.ts); a deployment sets its own. */
const DEMO_SITE_CODE = 'blushdemo1';
/**
 * Outside production a tester may point one browser at another site code with this cookie (the
 * e2e journey of a malformed site code); production ignores it.
 */
export const SITE_CODE_OVERRIDE_COOKIE = 'blush_experiments_site';

/** SHA-256 of the seed, read as a 256-bit number and scaled to 0–1 (as the SDK's Hasher). */
export const sha256Double: HashDouble = (seed) => parseInt(createHash('sha256').update(seed, 'utf8').digest('hex'), 16) / 2 ** 256;

/**
 * EXPERIMENTS_SITE_CODE and EXPERIMENTS_ENVIRONMENT (outside production: the demo site and
 * `development`); EXPERIMENTS_HOSTED=true for the vendor's service instead of ours, with
 * EXPERIMENTS_NETWORK_DOMAINS (`SG=…,TH=…`) choosing the network domain by country in production.
 */
export function serverSettings(env: NodeJS.ProcessEnv = process.env, cookieHeader: string | null = null, country = ''): ExperimentSettings | null {
  const production = env.APP_ENV ? env.APP_ENV === 'production' : env.NODE_ENV === 'production';
  const override = production ? undefined : parseCookies(cookieHeader)[SITE_CODE_OVERRIDE_COOKIE];
  const siteCode = override ?? env.EXPERIMENTS_SITE_CODE ?? (production ? undefined : DEMO_SITE_CODE);
  const environment = env.EXPERIMENTS_ENVIRONMENT ?? (production ? 'production' : 'development');
  const hosted = env.EXPERIMENTS_HOSTED === 'true';
  return experimentSettings(siteCode, environment, { hosted, networkDomain: production ? networkDomainFor(country, env.EXPERIMENTS_NETWORK_DOMAINS) : null });
}

/** The configuration for the first render: from our API in process, or from the vendor when hosted. */
async function fetchConfiguration(context: Readonly<RouterContextProvider>, settings: ExperimentSettings): Promise<ClientConfiguration> {
  if (!settings.hosted) {
    return serverApi(context).get<ClientConfiguration>(`/experiments/v3/${settings.siteCode}`, { query: { environment: settings.environment }, retries: 0 });
  }
  // The SDK's own URL (UrlProvider.getClientConfigurationUrl): production without a parameter.
  const host = settings.networkDomain ? `sdk-config.${settings.networkDomain}` : 'sdk-config.kameleoon.eu';
  const query = settings.environment === 'production' ? '' : `?environment=${encodeURIComponent(settings.environment)}`;
  const response = await fetch(`https://${host}/v3/${settings.siteCode}${query}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`configuration ${response.status}`);
  return (await response.json()) as ClientConfiguration;
}

/** `consent`: the visitor's analytics consent (the route reads it from the consent feature). */
export async function serverExperiments(context: Readonly<RouterContextProvider>, request: Request, consent: boolean, features: readonly string[] = ALL_FEATURES): Promise<ExperimentsBootstrap> {
  const cookieHeader = request.headers.get('cookie');
  const country = requestLocale(context).country.toUpperCase();
  const settings = serverSettings(process.env, cookieHeader, country);
  const known = readVisitorCode(cookieHeader);
  const visitorCode = known ?? generateVisitorCode();
  // The page cache (page-render.server.ts): a first visitor's code is made anew for every copy of
  // a cached page; flags evaluated for the code make the page this visitor's alone.
  if (known === null) markFresh(context, visitorCode, () => generateVisitorCode());
  if (settings) markUncacheable(context);
  const flags = Object.fromEntries(features.map((key) => [key, inactiveFlag(key)]));
  const bootstrap: ExperimentsBootstrap = { settings, visitorCode, consent, country, flags };
  if (!settings) return bootstrap;
  try {
    const config = await fetchConfiguration(context, settings);
    // A simulated variation (the vendor's simulation cookie) wins, as in the SDK.
    const forced = simulatedVariations(config, parseCookies(cookieHeader)[SIMULATION_COOKIE]);
    const visitor = { code: visitorCode, consent, customData: { [CUSTOM_DATA.country]: country }, forced };
    for (const key of features) flags[key] = evaluateFlag(config, key, visitor, sha256Double);
  } catch (error) {
    console.warn(`experiments: no configuration for the first render (${error instanceof Error ? error.message : String(error)})`);
  }
  return bootstrap;
}
