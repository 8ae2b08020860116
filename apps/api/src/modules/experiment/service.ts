/** The experimentation service's operations, for routes.ts (SQL in repo.ts, formats in config.ts and tracking.ts). */
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { buildClientConfiguration } from './config.ts';
import { type FlagChange, changeFlag, insertEvents, readRemoteData, readSiteConfig, visitorEventCount, visitorEvents } from './repo.ts';
import { buildVisitorData, parseTrackingLines } from './tracking.ts';

/** Events one visitor may store a day: enough for any real visit, not enough to fill the database. */
export const VISITOR_EVENTS_PER_DAY = 2000;
/** Events read back for a visitor's data. */
const VISITOR_EVENTS_READ = 1000;

export async function clientConfiguration(db: Db, siteCode: string, environment: string) {
  const rows = await readSiteConfig(db, siteCode, environment);
  if (!rows) throw new DomainError('resource_not_found');
  return buildClientConfiguration(rows);
}

export async function remoteData(db: Db, siteCode: string, key: string): Promise<unknown> {
  const value = await readRemoteData(db, siteCode, key);
  if (value === undefined) throw new DomainError('resource_not_found');
  return value;
}

export async function visitorData(db: Db, siteCode: string, visitorCode: string, previousVisits: number) {
  const events = await visitorEvents(db, siteCode, visitorCode, VISITOR_EVENTS_READ);
  return buildVisitorData(siteCode, visitorCode, events, previousVisits, Date.now());
}

/** Store a tracking body's lines; lines of a visitor over the daily cap and malformed lines are dropped (counted). */
export async function track(db: Db, siteCode: string, body: string): Promise<{ kept: number; skipped: number; capped: number }> {
  const { events, skipped } = parseTrackingLines(body);
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const kept: typeof events = [];
  const counts = new Map<string, number>();
  for (const event of events) {
    const count = counts.get(event.visitorCode) ?? (await visitorEventCount(db, siteCode, event.visitorCode, since));
    if (count >= VISITOR_EVENTS_PER_DAY) continue;
    counts.set(event.visitorCode, count + 1);
    kept.push(event);
  }
  await insertEvents(db, kept.map((event) => ({ ...event, siteCode })));
  return { kept: kept.length, skipped, capped: events.length - kept.length };
}

export async function switchFlag(db: Db, change: FlagChange) {
  const result = await changeFlag(db, change);
  if (!result) throw new DomainError('resource_not_found');
  return result;
}
