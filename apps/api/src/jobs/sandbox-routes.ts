import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import type { Job } from './scheduler.ts';

/**
 * The scheduled jobs on demand (outside production only): run one now, as of a given time, and
 * then the outbox's follow-ups — how testers see what the hourly expiry or the reconciliation
 * would do without waiting for it, and how the crash test finishes the work after a restart.
 */
export function sandboxJobRoutes(db: Db, jobs: readonly Job[], afterRun: () => Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/sandbox/jobs/:name/run',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Run a scheduled job now (as of `at`, default now), then the outbox',
          params: z.object({ name: z.string().max(64) }),
          body: z.object({ at: z.iso.datetime().optional() }).optional(),
          response: { 200: z.object({ job: z.string(), count: z.number().int() }) },
        },
      },
      async (request) => {
        const job = jobs.find((j) => j.name === request.params.name);
        if (!job) throw new DomainError('resource_not_found');
        const count = await job.run(db, request.body?.at ? new Date(request.body.at) : new Date());
        await afterRun();
        return { job: job.name, count };
      },
    );
  };
}
