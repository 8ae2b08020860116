import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Scheduled work, one row per job and run key (a day, an hour): the first instance to insert the
 * row runs the job; a run that never finished (the process died) is taken over after its lease.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    runKey: text('run_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, number>>(),
  },
  (t) => [primaryKey({ columns: [t.name, t.runKey] })],
);
