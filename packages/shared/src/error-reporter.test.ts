import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BREADCRUMBS, DEFAULT_MAX_EVENTS, DEVELOPMENT_REPORTER_KEY, errorReporterConfig } from './error-reporter.ts';

const KEY = '0123456789abcdef0123456789ABCDEF';

describe('error reporter settings (product guide §5, §9)', () => {
  it('takes a 32-hex key and defaults to 25 breadcrumbs and 10 events per session', () => {
    expect(errorReporterConfig({ ERROR_REPORTER_API_KEY: KEY, APP_ENV: 'production' })).toEqual({
      ok: true,
      config: { apiKey: KEY.toLowerCase(), maxBreadcrumbs: DEFAULT_MAX_BREADCRUMBS, maxEvents: DEFAULT_MAX_EVENTS, hosted: false, releaseStage: 'production' },
    });
    expect(DEFAULT_MAX_BREADCRUMBS).toBe(25);
    expect(DEFAULT_MAX_EVENTS).toBe(10);
  });

  it.each(['0123456789abcdef0123456789abcde', '0123456789abcdef0123456789abcdef0', '0123456789abcdef0123456789abcdeg', 'not a key'])(
    'refuses the key %j with a clear message and no reporter',
    (key) => {
      expect(errorReporterConfig({ ERROR_REPORTER_API_KEY: key, APP_ENV: 'production' })).toEqual({ ok: false, problems: ['ERROR_REPORTER_API_KEY must be 32 hexadecimal characters'] });
    },
  );

  it('uses the development key outside production only; production without a key has no reporter and no complaint', () => {
    const dev = errorReporterConfig({ APP_ENV: 'development' });
    expect(dev.ok && dev.config.apiKey).toBe(DEVELOPMENT_REPORTER_KEY);
    expect(errorReporterConfig({ NODE_ENV: 'production' })).toEqual({ ok: false, problems: [] });
  });

  it.each([
    ['0', true],
    ['100', true],
    ['-1', false],
    ['101', false],
    ['2.5', false],
    ['lots', false],
  ])('max breadcrumbs %s allowed: %s (0 to 100)', (value, allowed) => {
    const result = errorReporterConfig({ ERROR_REPORTER_API_KEY: KEY, ERROR_REPORTER_MAX_BREADCRUMBS: value });
    expect(result.ok).toBe(allowed);
    if (result.ok) expect(result.config.maxBreadcrumbs).toBe(Number(value));
    else expect(result.problems[0]).toContain('ERROR_REPORTER_MAX_BREADCRUMBS must be an integer from 0 to 100');
  });

  it.each([
    ['1', true],
    ['100', true],
    ['0', false],
    ['101', false],
    ['9.5', false],
  ])('max events per session %s allowed: %s (1 to 100)', (value, allowed) => {
    const result = errorReporterConfig({ ERROR_REPORTER_API_KEY: KEY, ERROR_REPORTER_MAX_EVENTS: value });
    expect(result.ok).toBe(allowed);
    if (result.ok) expect(result.config.maxEvents).toBe(Number(value));
    else expect(result.problems[0]).toContain('ERROR_REPORTER_MAX_EVENTS must be an integer from 1 to 100');
  });

  it('switches to hosted Bugsnag with one setting', () => {
    const result = errorReporterConfig({ ERROR_REPORTER_API_KEY: KEY, ERROR_REPORTER_HOSTED: 'true' });
    expect(result.ok && result.config.hosted).toBe(true);
  });
});
