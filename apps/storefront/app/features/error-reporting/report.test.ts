import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_REPORTER_KEY } from '@blush/shared/error-reporter';
import { attachReporter, leaveBreadcrumb, reportError, resetReporterForTests } from './report.ts';
import { bugsnagOptions } from './client.ts';

describe('error reporting facade', () => {
  afterEach(() => resetReporterForTests());

  it('queues reports and breadcrumbs until the client starts, then forwards them in order and directly after', () => {
    const seen: string[] = [];
    leaveBreadcrumb('opened bag');
    reportError('bag failed', { step: 'load' });
    attachReporter({
      notify: (error, context) => seen.push(`error ${error.message} ${JSON.stringify(context)}`),
      leaveBreadcrumb: (message) => seen.push(`crumb ${message}`),
    });
    reportError(new TypeError('later'));
    expect(seen).toEqual(['crumb opened bag', 'error bag failed {"step":"load"}', 'error later undefined']);
  });
});

describe('Bugsnag options', () => {
  const config = { apiKey: DEVELOPMENT_REPORTER_KEY, maxBreadcrumbs: 25, maxEvents: 10, hosted: false, releaseStage: 'development' };

  it('points both endpoints at the built-in collector under the same origin, with the limits and the member id', () => {
    expect(bugsnagOptions(config, 'https://shop.example', '42')).toMatchObject({
      apiKey: DEVELOPMENT_REPORTER_KEY,
      endpoints: { notify: 'https://shop.example/api/web/v1/errors/notify', sessions: 'https://shop.example/api/web/v1/errors/sessions' },
      maxBreadcrumbs: 25,
      maxEvents: 10,
      autoTrackSessions: true,
      user: { id: '42' },
    });
  });

  it('sends a guest with no user, and leaves the endpoints to Bugsnag when hosted', () => {
    const options = bugsnagOptions({ ...config, hosted: true }, 'https://shop.example', null);
    expect(options).not.toHaveProperty('user');
    expect(options).not.toHaveProperty('endpoints');
  });
});

describe('route errors', () => {
  it('reports thrown errors and 5xx route answers, not a 404 or another 4xx', async () => {
    const { routeErrorToReport } = await import('./route-error-report.ts');
    const { ErrorResponseImpl } = await import('react-router').then((m) => ({ ErrorResponseImpl: m.UNSAFE_ErrorResponseImpl }));
    expect(routeErrorToReport(new TypeError('x'))?.message).toBe('x');
    expect(routeErrorToReport(new ErrorResponseImpl(503, 'Service Unavailable', null))?.message).toBe('Route error response 503: Service Unavailable');
    expect(routeErrorToReport(new ErrorResponseImpl(404, 'Not Found', null))).toBeNull();
    expect(routeErrorToReport(new ErrorResponseImpl(400, 'Bad Request', null))).toBeNull();
  });
});
