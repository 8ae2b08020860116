/**
 * The specification's numbers (product guide §5, §9) and where the SDK already holds them: visitor
 * code 16 generated / 255 at most, cookie a year on /, visit 29 minutes, 1–25 previous visits,
 * 20 s timeout, 2 retries, refresh 5 min in production else 1 min, settings checked.
 */
import { NUMBER_OF_RETRIES, VISIT_DURATION, VISITOR_CODE_LENGTH as SDK_CODE_LENGTH } from '@kameleoon/javascript-sdk';
import { describe, expect, it } from 'vitest';
import { LIBRARY_RETRIES, REQUEST_TIMEOUT_MS, VISITOR_CODE_LENGTH, VISITOR_CODE_MAX_LENGTH, VISIT_DURATION_MS } from './constants.ts';
import { experimentErrorMessage } from './errors.ts';
import { serverSettings } from './experiments.server.ts';
import { SDK_RETRIES, createRequester, serviceUrl } from './requester.ts';
import { experimentSettings, networkDomainFor } from './settings.ts';
import { generateVisitorCode, readVisitorCode, visitorCodeCookie, visitorCodeProblem } from './visitor-code.ts';

describe('visitor code', () => {
  it('is generated as 16 lowercase letters and digits, as the SDK would', () => {
    const codes = Array.from({ length: 200 }, () => generateVisitorCode());
    expect(codes.every((c) => /^[a-z0-9]{16}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(200);
    expect(VISITOR_CODE_LENGTH).toBe(SDK_CODE_LENGTH);
  });

  it('is non-empty and at most 255 characters', () => {
    expect(visitorCodeProblem('')).toBe('VisitorCodeEmpty');
    expect(visitorCodeProblem('x'.repeat(VISITOR_CODE_MAX_LENGTH))).toBeNull();
    expect(visitorCodeProblem('x'.repeat(256))).toBe('VisitorCodeMaxLength');
    expect(readVisitorCode(`kameleoonVisitorCode=${'x'.repeat(256)}`)).toBeNull();
    expect(readVisitorCode('a=1; kameleoonVisitorCode=abc')).toBe('abc');
  });

  it('lives in a cookie for 31 536 000 s on path /', () => {
    const cookie = visitorCodeCookie('abcdefgh12345678');
    expect(cookie).toContain('kameleoonVisitorCode=abcdefgh12345678');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
  });
});

describe('limits and settings', () => {
  it('a visit lasts 29 minutes (the SDK agrees)', () => {
    expect(VISIT_DURATION_MS).toBe(29 * 60 * 1000);
    expect(VISIT_DURATION).toBe(VISIT_DURATION_MS);
  });

  it('retries twice in all (the SDK once, our requester once more) and times out at 20 s', () => {
    expect(NUMBER_OF_RETRIES).toBe(SDK_RETRIES);
    expect(LIBRARY_RETRIES).toBe(2);
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('needs a well-formed site code and environment; refreshes every 5 min in production, 1 min otherwise', () => {
    expect(experimentSettings('blushdemo1', 'production')).toEqual({ siteCode: 'blushdemo1', environment: 'production', updateIntervalMinutes: 5, hosted: false, networkDomain: null });
    expect(experimentSettings('blushdemo1', 'development')?.updateIntervalMinutes).toBe(1);
    for (const [site, env] of [[undefined, 'production'], ['blushdemo1', ''], ['BAD CODE!!', 'production'], ['blushdemo1', 'Prod uction']] as const) {
      expect(experimentSettings(site, env)).toBeNull();
    }
    expect(serverSettings({ APP_ENV: 'production' })).toBeNull(); // production names its own site
    expect(serverSettings({ APP_ENV: 'test' })).toMatchObject({ siteCode: 'blushdemo1', environment: 'development' });
    expect(serverSettings({ APP_ENV: 'test' }, 'blush_experiments_site=BAD')).toBeNull();
    expect(serverSettings({ APP_ENV: 'production', EXPERIMENTS_SITE_CODE: 'abcdefghij' }, 'blush_experiments_site=BAD')).toMatchObject({ siteCode: 'abcdefghij' });
  });

  it('switches to the hosted service with one setting; in production its network domain follows the country', () => {
    const env = { APP_ENV: 'production', EXPERIMENTS_SITE_CODE: 'abcdefghij', EXPERIMENTS_HOSTED: 'true', EXPERIMENTS_NETWORK_DOMAINS: 'SG=sg.example.com, TH=th.example.com' };
    expect(serverSettings(env, null, 'SG')).toMatchObject({ hosted: true, networkDomain: 'sg.example.com', updateIntervalMinutes: 5 });
    expect(serverSettings(env, null, 'MY')).toMatchObject({ hosted: true, networkDomain: null });
    expect(serverSettings({ ...env, APP_ENV: 'staging' }, null, 'SG')).toMatchObject({ hosted: true, networkDomain: null });
    expect(serverSettings({ APP_ENV: 'test' }, null, 'SG')).toMatchObject({ hosted: false, networkDomain: null });
    expect(networkDomainFor('SG', 'SG=not a domain')).toBeNull();
  });

  it('names errors as KameleoonError::{type}: {message}', () => {
    expect(experimentErrorMessage({ type: 'RemoteData', message: 'down' })).toBe('KameleoonError::RemoteData: down');
  });
});

describe('requester', () => {
  it("keeps the SDK's path and query and sends them to our service", () => {
    const base = 'http://shop.test';
    expect(serviceUrl('https://sdk-config.kameleoon.eu/v3/blushdemo1?environment=staging&ts=5', base)).toBe('http://shop.test/api/web/v1/experiments/v3/blushdemo1?environment=staging&ts=5');
    expect(serviceUrl('https://events.kameleoon.eu:8110/sse?siteCode=blushdemo1', base)).toBe('http://shop.test/api/web/v1/experiments/sse?siteCode=blushdemo1');
    expect(serviceUrl('https://data.kameleoon.io/visit/events?siteCode=blushdemo1&sdkName=javascript', base)).toBe('http://shop.test/api/web/v1/experiments/visit/events?siteCode=blushdemo1&sdkName=javascript');
  });

  it("gives the SDK's last try of a tracking request one more try, posts as text with X-Platform", async () => {
    const seen: RequestInit[] = [];
    const fetch = async (_url: string | URL | Request, init?: RequestInit) => (seen.push(init!), new Response(null, { status: 503 }));
    const requester = createRequester({ base: 'http://shop.test', fetch: fetch as typeof globalThis.fetch, retryDelayMs: 1 });
    const request = { requestType: 'tracking', url: 'https://data.kameleoon.io/visit/events?siteCode=x', parameters: { method: 'POST', body: 'a\nb', headers: { 'Content-Type': '*/*' } } };
    expect((await requester.sendRequest({ ...request, retryCount: 0 })).status).toBe(503);
    expect(seen).toHaveLength(1);
    expect((await requester.sendRequest({ ...request, retryCount: 1 })).status).toBe(503);
    expect(seen).toHaveLength(3);
    expect(seen[0]!.headers).toMatchObject({ 'X-Platform': 'web', 'Content-Type': 'text/plain;charset=UTF-8' });
    // A remote-data request is never retried.
    await requester.sendRequest({ requestType: 'remoteData', url: 'https://data.kameleoon.io/map/map?siteCode=x&key=k', retryCount: 0, parameters: { method: 'GET' } });
    expect(seen).toHaveLength(4);
  });
});
