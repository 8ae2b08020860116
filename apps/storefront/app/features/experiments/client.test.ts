/**
 * The browser client against the real SDK (product guide §4, §5, §8): not ready → false and
 * "Kameleoon client is not ready"; a failing check → "KameleoonError::{type}: {message}"; the
 * visitor cookie only with consent, cleared on withdrawal; tracking lines unsent → sent, and back to
 * unsent and sent again when the request fails (after the library's two retries).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentPort, ExperimentsBootstrap } from './bootstrap.ts';
import { ExperimentsClient } from './client.ts';
import { VISITOR_CODE_COOKIE } from './constants.ts';
import { createRequester } from './requester.ts';
import { fixtureConfig } from './test/fixture.ts';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('../error-reporting/report.ts', () => ({ reportError }));

const VISITOR = 'abcdef0123456789';
const boot: ExperimentsBootstrap & { settings: NonNullable<ExperimentsBootstrap['settings']> } = {
  settings: { siteCode: 'blushdemo1', environment: 'development', updateIntervalMinutes: 1, hosted: false, networkDomain: null },
  visitorCode: VISITOR,
  consent: false,
  country: 'sg',
  flags: {},
};

function consentPort(initial: boolean) {
  let listener: ((granted: boolean) => void) | undefined;
  let granted = initial;
  const port: ConsentPort = {
    granted: () => granted,
    subscribe: (l) => ((listener = l), () => (listener = undefined)),
    clearCookie: (name) => void (document.cookie = `${name}=; Path=/; Max-Age=0`),
  };
  return { port, change: (value: boolean) => ((granted = value), listener?.(value)) };
}

interface Call {
  url: string;
  body?: string;
}

/** Our requester over a fake network: the configuration, and tracking that fails `failTracks` times. */
function network(config: unknown, failTracks = 0) {
  const calls: Call[] = [];
  let failures = failTracks;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, ...(typeof init?.body === 'string' ? { body: init.body } : {}) });
    if (url.includes('/visit/events')) {
      if (failures > 0) {
        failures -= 1;
        return new Response('{"message":"down"}', { status: 503 });
      }
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, requester: createRequester({ base: 'http://shop.test', fetch: fetch as unknown as typeof globalThis.fetch, retryDelayMs: 10 }) };
}

const eventSource = { open: () => undefined, close: () => undefined, onError: () => undefined };
const cookies = () => document.cookie;

beforeEach(() => {
  reportError.mockClear();
  document.cookie = `${VISITOR_CODE_COOKIE}=; Path=/; Max-Age=0`;
});
afterEach(() => vi.restoreAllMocks());

describe('ExperimentsClient', () => {
  it('is not ready before it initialised: checks answer false and report it', () => {
    const { requester } = network(fixtureConfig());
    const client = new ExperimentsClient(boot, consentPort(true).port, { requester, eventSource });
    expect(client.isReady).toBe(false);
    expect(client.isFeatureFlagActive('hero')).toBe(false);
    expect(reportError).toHaveBeenCalledWith('Kameleoon client is not ready', expect.objectContaining({ featureKey: 'hero' }));
    expect(client.evaluate('hero').active).toBe(false);
  });

  it('asks our service for the configuration, sets only the upper-cased country, and reports a failing check', async () => {
    const { calls, requester } = network(fixtureConfig({ holdout: 0 }));
    const client = new ExperimentsClient(boot, consentPort(true).port, { requester, eventSource });
    expect(await client.initialize(boot.country)).toBe(true);
    expect(calls[0]!.url).toBe('http://shop.test/api/web/v1/experiments/v3/blushdemo1?environment=development');
    expect(client.isFeatureFlagActive('me_2') || client.isFeatureFlagActive('me_3')).toBe(true);
    expect(client.isFeatureFlagActive('disabled')).toBe(false); // environment off: inactive, not an error
    expect(client.isFeatureFlagActive('nope')).toBe(false);
    expect(reportError).toHaveBeenCalledWith('KameleoonError::FeatureFlagConfigurationNotFound: No feature flag with key nope was found.', expect.anything());
    await expect.poll(() => calls.find((c) => c.url.includes('/visit/events'))?.body, { timeout: 5000 }).toContain('eventType=customData');
    const tracked = calls.find((c) => c.url.includes('/visit/events'))!.body!;
    expect(tracked).toContain('index=3');
    expect(decodeURIComponent(tracked)).toContain('"SG"');
    expect(decodeURIComponent(tracked)).not.toMatch(/index=(0|5|6|7|8|9|10)&/);
  });

  it('writes the visitor cookie only with analytics consent and deletes it on withdrawal', async () => {
    const consent = consentPort(false);
    const { requester } = network(fixtureConfig({ consentType: 'REQUIRED' }));
    const client = new ExperimentsClient(boot, consent.port, { requester, eventSource });
    await client.initialize('SG');
    expect(cookies()).not.toContain(VISITOR_CODE_COOKIE);
    consent.change(true);
    expect(cookies()).toContain(`${VISITOR_CODE_COOKIE}=${VISITOR}`);
    consent.change(false);
    expect(cookies()).not.toContain(VISITOR_CODE_COOKIE);
    client.dispose();
  });

  it('refuses a visitor code of 256 characters: no client, reported', async () => {
    const { requester } = network(fixtureConfig());
    const client = new ExperimentsClient({ ...boot, visitorCode: 'x'.repeat(256) }, consentPort(true).port, { requester, eventSource });
    expect(await client.initialize('SG')).toBe(false);
    expect(reportError).toHaveBeenCalledWith('KameleoonError::VisitorCodeMaxLength: Visitor code can not be more than 255 characters long', expect.anything());
  });

  it('keeps previous visits to 1–25', async () => {
    const { calls, requester } = network(fixtureConfig());
    const client = new ExperimentsClient(boot, consentPort(true).port, { requester, eventSource });
    await client.initialize('SG');
    expect(await client.visitorData(26)).toEqual([]);
    expect(reportError).toHaveBeenCalledWith('KameleoonError::VisitAmount: Visit amount must be a number between 1 and 25', expect.anything());
    await client.visitorData(25);
    expect(calls.some((c) => c.url.includes('/visit/visitor?siteCode=blushdemo1&visitorCode=abcdef0123456789&maxNumberPreviousVisits=25'))).toBe(true);
  });

  it('tracking: an experiment line sent once; when the request fails (3 tries) it returns to unsent and is sent again', async () => {
    const { calls, requester } = network(fixtureConfig({ holdout: 0 }), 3);
    const client = new ExperimentsClient(boot, consentPort(true).port, { requester, eventSource });
    await client.initialize('SG');
    client.evaluate('me_2');
    client.evaluate('me_3');
    const experimentPosts = () => calls.filter((c) => c.url.includes('/visit/events') && /eventType=experiment&id=20[23]/.test(c.body ?? ''));
    // Three failed tries (the SDK's two and our second retry), then the line goes again and is sent.
    await expect.poll(() => experimentPosts().length, { timeout: 25_000, interval: 200 }).toBe(4);
    const sentAt = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Sent: no later post carries it again.
    expect(calls.slice(sentAt).filter((c) => /eventType=experiment&id=20[23]/.test(c.body ?? ''))).toEqual([]);
  }, 40_000);
});
