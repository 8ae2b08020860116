import type { Job } from '../../jobs/scheduler.ts';
import { publishDueContent } from './admin-service.ts';

/** Scheduled content goes live within a minute of its time (issue 21 item 7). */
export const CONTENT_JOBS: readonly Job[] = [{ name: 'content.publish_scheduled', every: 'minute', run: publishDueContent }];
