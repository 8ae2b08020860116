import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { DomainError } from '../../domain-error.ts';
import { parseStack, serverEvent } from '@blush/shared/error-reporter-event';
import { serverErrorReporting } from './server-reporter.ts';

describe('server error reporting', () => {
  it('reports an unexpected 5xx of a route, not a business rule or a client error', async () => {
    const reported: string[] = [];
    const app = Fastify({ logger: false });
    await app.register(serverErrorReporting, { report: async (error) => void reported.push((error as Error).message) });
    app.get('/boom', async () => {
      throw new Error('database went away');
    });
    app.get('/rule', async () => {
      throw new DomainError('resource_not_found');
    });
    app.get('/client', async () => {
      throw Object.assign(new Error('bad input'), { statusCode: 400 });
    });
    for (const url of ['/boom', '/rule', '/client']) await app.inject({ url });
    await app.close();
    expect(reported).toEqual(['database went away']);
  });

  it('writes a V8 stack as Bugsnag frames, vendor code not in project', () => {
    const frames = parseStack(
      'Error: x\n    at loadBag (/srv/apps/api/src/modules/bag/service.ts:10:7)\n    at Object.run (/srv/node_modules/fastify/lib/x.js:1:2)\n    at file:///srv/apps/storefront/build/server/index.js:5:9',
    );
    expect(frames).toEqual([
      { method: 'loadBag', file: '/srv/apps/api/src/modules/bag/service.ts', lineNumber: 10, columnNumber: 7, inProject: true },
      { method: 'Object.run', file: '/srv/node_modules/fastify/lib/x.js', lineNumber: 1, columnNumber: 2, inProject: false },
      { method: undefined, file: '/srv/apps/storefront/build/server/index.js', lineNumber: 5, columnNumber: 9, inProject: true },
    ]);
    const event = serverEvent(new TypeError('no bag'), { url: '/api/web/v1/bag', releaseStage: 'test' });
    expect(event.exceptions[0]).toMatchObject({ errorClass: 'TypeError', message: 'no bag', type: 'nodejs' });
    expect(event.unhandled).toBe(true);
  });
});
