import type { Job } from '../../jobs/scheduler.ts';
import { reviewTiers } from '../../flows/tier.ts';
import { expireOldPerks, expirePoints, issueBirthdayPerks, issueStaffPerks, releaseDuePoints } from './service.ts';

/** Beauty Pass scheduled work: points release hourly; expiry, tier reviews, birthdays and the staff discount daily. */
export const LOYALTY_JOBS: readonly Job[] = [
  { name: 'loyalty.release_points', every: 'hour', run: (db, now) => releaseDuePoints(db, now) },
  { name: 'loyalty.expire_points', every: 'day', run: (db, now) => expirePoints(db, now) },
  { name: 'loyalty.review_tiers', every: 'day', run: (db, now) => reviewTiers(db, now) },
  { name: 'loyalty.birthday_perks', every: 'day', run: (db, now) => issueBirthdayPerks(db, now) },
  { name: 'loyalty.expire_perks', every: 'day', run: (db, now) => expireOldPerks(db, now) },
  { name: 'loyalty.staff_perks', every: 'day', run: (db, now) => issueStaffPerks(db, now) },
];
