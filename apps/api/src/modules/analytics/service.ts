/**
 * The first-party collector: a batch of events from one visitor, with their analytics consent
 * (the storefront sends nothing without it). Page views go to their table, other events to theirs.
 */
import { createHash } from 'node:crypto';
import { COLLECTOR_LIMITS } from '@blush/shared/analytics';
import type { CollectorBatch } from '@blush/shared/analytics-contracts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import * as repo from './repo.ts';

/** The dashboard's page views (issue 21 item 10). */
export { pageViewsPerDay } from './dashboard-repo.ts';

/** A hash of the sender's address: enough to cap it per day, never the address itself. */
export function addressKey(address: string): string {
  return createHash('sha256').update(`analytics-collector:${address}`).digest('hex').slice(0, 32);
}

/** The path alone: the collector never stores a query (a reset or confirmation link carries a token). */
function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0]!.slice(0, 512) || '/';
}

export async function recordBatch(db: Db, batch: CollectorBatch, address: string): Promise<number> {
  const n = batch.events.length;
  // Both quotas are counted before either is checked, so a refused post still uses up the day.
  const [byVisitor, byAddress] = [await repo.takeQuota(db, `v:${batch.visitor_id}`, n), await repo.takeQuota(db, `a:${addressKey(address)}`, n)];
  if (byVisitor > COLLECTOR_LIMITS.eventsPerVisitorPerDay || byAddress > COLLECTOR_LIMITS.eventsPerAddressPerDay) throw new DomainError('rate_limited');
  const views = batch.events.filter((e) => e.name === 'page_viewed');
  const others = batch.events.filter((e) => e.name !== 'page_viewed');
  await repo.insertPageViews(
    db,
    views.map((e) => ({ visitorId: batch.visitor_id, path: pathOnly(e.path), country: batch.country, language: batch.language, layout: batch.layout })),
  );
  await repo.insertEvents(
    db,
    others.map((e) => ({ visitorId: batch.visitor_id, name: e.name, path: pathOnly(e.path), country: batch.country, properties: e.properties ?? {} })),
  );
  return n;
}

export async function trafficSummary(db: Db, days: number, country?: string, now: Date = new Date()) {
  const since = new Date(now);
  since.setUTCHours(0, 0, 0, 0);
  since.setUTCDate(since.getUTCDate() - (days - 1));
  const [rows, events] = await Promise.all([repo.pageViewsByDay(db, since, country), repo.eventsByDay(db, since, country)]);
  return { days, rows, events };
}

/** Delete page views and events from before `before` (the daily retention job). */
export function pruneBefore(db: Db, before: Date): Promise<number> {
  return repo.deleteBefore(db, before);
}
