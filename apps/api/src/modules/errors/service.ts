/**
 * The built-in error collector (product guide §7, decision 0025): Bugsnag's notify (payload version 4)
 * and session (version 1) posts are validated, grouped and stored with bounds: one client may store
 * so many events and sessions a day, a group keeps its latest events only, and the collector keeps
 * its most recently seen groups only. What is over a bound is refused (429), never a growing table.
 */
import { createHash } from 'node:crypto';
import type { ErrorEvent, ErrorGroup, NotifyPayload, ReportedEvent, SessionPayload } from '@blush/shared/error-reporter-contracts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { frameLocation, groupFingerprint, topInAppFrame } from './grouping.ts';
import * as repo from './repo.ts';

export const COLLECTOR_LIMITS = {
  /** Events one client (address) may send in a day (UTC), stored or not. */
  eventsPerClientPerDay: 300,
  /** Sessions one client may send in a day. */
  sessionsPerClientPerDay: 300,
  /** Latest events kept per group; older ones are pruned (occurrences still count). */
  eventsPerGroup: 20,
  /** Most recently seen groups kept. */
  groups: 500,
  sessions: 20_000,
  /** Frames kept per exception. */
  frames: 50,
  /** Characters of a message kept in a group. */
  message: 1000,
} as const;

/** Who sent it, as far as the caps go: a hash of the address, not the address. */
export function clientKey(address: string): string {
  return createHash('sha256').update(`error-collector:${address}`).digest('hex').slice(0, 32);
}

export type EventSource = 'browser' | 'server';

async function recordEvent(db: Db, event: ReportedEvent, client: string, source: EventSource): Promise<void> {
  const [first] = event.exceptions;
  const errorClass = first!.errorClass || 'Error';
  const message = (first!.message ?? '').slice(0, COLLECTOR_LIMITS.message);
  const location = frameLocation(topInAppFrame(first!.stacktrace));
  const groupId = await repo.countOccurrence(db, { fingerprint: groupFingerprint(errorClass, message, location), source, errorClass, message, location });
  await repo.insertEvent(db, {
    groupId,
    severity: event.severity,
    unhandled: event.unhandled,
    context: event.context ?? null,
    url: event.request?.url ?? null,
    userId: event.user?.id ?? null,
    sessionId: event.session?.id ?? null,
    client,
    exceptions: event.exceptions.map((e) => ({ errorClass: e.errorClass, message: e.message ?? '', stacktrace: e.stacktrace.slice(0, COLLECTOR_LIMITS.frames) })),
    breadcrumbs: event.breadcrumbs,
  });
  await repo.pruneGroupEvents(db, groupId, COLLECTOR_LIMITS.eventsPerGroup);
}

/** Store the events of one notify post; `rate_limited` when the client used its day's share. */
export async function recordNotify(db: Db, payload: NotifyPayload, client: string): Promise<number> {
  if ((await repo.takeQuota(db, client, 'events', payload.events.length)) > COLLECTOR_LIMITS.eventsPerClientPerDay) throw new DomainError('rate_limited');
  for (const event of payload.events) {
    const source: EventSource = event.exceptions[0]!.type === 'nodejs' ? 'server' : 'browser';
    await recordEvent(db, event, client, source);
  }
  await repo.pruneGroups(db, COLLECTOR_LIMITS.groups);
  return payload.events.length;
}

/** An error of this server, stored directly (no HTTP to ourselves). */
export async function recordServerEvent(db: Db, event: ReportedEvent): Promise<void> {
  await recordEvent(db, event, clientKey('server'), 'server');
  await repo.pruneGroups(db, COLLECTOR_LIMITS.groups);
}

export async function recordSessions(db: Db, payload: SessionPayload, client: string): Promise<number> {
  if ((await repo.takeQuota(db, client, 'sessions', payload.sessions.length)) > COLLECTOR_LIMITS.sessionsPerClientPerDay) throw new DomainError('rate_limited');
  await repo.insertSessions(
    db,
    payload.sessions.map((s) => {
      const started = new Date(s.startedAt);
      return { id: s.id, startedAt: Number.isNaN(started.getTime()) ? new Date() : started, userId: s.user?.id ?? null, client };
    }),
  );
  await repo.pruneSessions(db, COLLECTOR_LIMITS.sessions);
  return payload.sessions.length;
}

const groupDto = (row: repo.ErrorGroupRow): ErrorGroup => ({
  id: row.id,
  errorClass: row.errorClass,
  message: row.message,
  location: row.location,
  source: row.source,
  occurrences: row.occurrences,
  firstSeen: row.firstSeen.toISOString(),
  lastSeen: row.lastSeen.toISOString(),
});

const eventDto = (row: repo.ErrorEventRow): ErrorEvent => ({
  receivedAt: row.receivedAt.toISOString(),
  severity: row.severity,
  unhandled: row.unhandled,
  context: row.context,
  url: row.url,
  userId: row.userId,
  sessionId: row.sessionId,
  exceptions: row.exceptions,
  breadcrumbs: row.breadcrumbs,
});

export async function errorGroups(db: Db): Promise<ErrorGroup[]> {
  return (await repo.listGroups(db, 200)).map(groupDto);
}

export async function errorGroupDetail(db: Db, id: number): Promise<{ group: ErrorGroup; latest: ErrorEvent | null }> {
  const group = await repo.findGroup(db, id);
  if (!group) throw new DomainError('resource_not_found');
  const latest = await repo.latestEvent(db, id);
  return { group: groupDto(group), latest: latest ? eventDto(latest) : null };
}
