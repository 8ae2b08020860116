/**
 * Every minute, the alerts whose product came back or launched by any path (a restock through the
 * operations endpoint wakes its own variant at once; stock returned by a released order, a launch
 * date set in the data, an import … are found here).
 */
import type { Job } from '../../jobs/scheduler.ts';
import { scanAlerts } from './deliver.ts';

export const NOTIFICATION_JOBS: readonly Job[] = [{ name: 'notification.alerts', every: 'minute', run: (db, now) => scanAlerts(db, {}, now) }];
