/** The experimentation service's operations, for routes.ts (SQL in repo.ts, formats in config.ts and tracking.ts). */
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { buildClientConfiguration } from './config.ts';
import { type FlagChange, changeFlag, insertEvents, readRemoteData, readSiteConfig, siteVersion, visitorEventCount, visitorEvents } from './repo.ts';
import { buildVisitorData, parseTrackingLines } from './tracking.ts';

/** Events one visitor may store a day: enough for any real visit, not enough to fill the database. */
export const VISITOR_EVENTS_PER_DAY = 2000;
/** Events read back for a visitor's data. */
const VISITOR_EVENTS_READ = 1000;

type ClientConfiguration = ReturnType<typeof buildClientConfiguration>;

/**
 * Built configurations by database, site and environment, with the site's version they were built
 * at. Every home page render and browser asks for the configuration; a change of a flag or rule moves
 * the site's `updated_at` in the same transaction, so one look at it says whether the built one
 * still holds (one query instead of the five that build it).
 */
const built = new WeakMap<Db, Map<string, { version: number; config: ClientConfiguration }>>();

export async function clientConfiguration(db: Db, siteCode: string, environment: string): Promise<ClientConfiguration> {
  const version = await siteVersion(db, siteCode);
  if (version === null) throw new DomainError('resource_not_found');
  const key = `${siteCode}\u0000${environment}`;
  const cache = built.get(db) ?? new Map<string, { version: number; config: ClientConfiguration }>();
  built.set(db, cache);
  const cached = cache.get(key);
  if (cached?.version === version) return cached.config;
  const rows = await readSiteConfig(db, siteCode, environment);
  if (!rows) throw new DomainError('resource_not_found');
  const config = buildClientConfiguration(rows);
  // Environments come from the query: a few are kept, made-up ones are built each time.
  if (cache.has(key) || cache.size < 16) cache.set(key, { version: rows.site.updatedAt.getTime(), config });
  return config;
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
