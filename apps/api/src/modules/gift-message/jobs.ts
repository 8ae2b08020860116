/**
 * Hourly: uploads of gift videos left open for a day (a phone that never came back) are abandoned
 * and their parts' files deleted. Closing is a conditional update, so two instances running the
 * job at once delete each upload's parts once.
 */
import type { ObjectStore } from '../../adapters/storage/index.ts';
import type { Job } from '../../jobs/scheduler.ts';
import { abandonStaleUploads } from './service.ts';

export function giftMessageJobs(store: ObjectStore): readonly Job[] {
  return [{ name: 'gift_message.abandon_stale_uploads', every: 'hour', run: (db, now) => abandonStaleUploads({ db, store }, now) }];
}
