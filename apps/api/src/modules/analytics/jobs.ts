/**
 * Daily: page views and events older than the retention period are deleted, so the collector's
 * tables stay bounded over time as its daily caps bound them per visitor. Deleting is idempotent,
 * so two instances (or a taken-over run) change nothing twice.
 */
import { ANALYTICS_RETENTION_DAYS } from '@blush/shared/analytics';
import type { Job } from '../../jobs/scheduler.ts';
import { pruneBefore } from './service.ts';

export const ANALYTICS_JOBS: readonly Job[] = [
  {
    name: 'analytics.prune',
    every: 'day',
    run: (db, now) => pruneBefore(db, new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * 24 * 60 * 60 * 1000)),
  },
];
