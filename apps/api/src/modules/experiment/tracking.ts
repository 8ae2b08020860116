/**
 * Tracking lines and visitor data (product guide §7): the SDK posts newline-joined lines such as
 * `eventType=experiment&id=3&variationId=7&nonce=…&visitorCode=…` (experiment, activity, conversion,
 * page, customData, staticData …, each with a nonce and the visitor code or mapping value, the first
 * optionally with the user agent). The visitor-data answer groups a visitor's stored events into
 * visits (a visit ends after 29 minutes without an event) in the SDK's `VisitType` shape.
 */
import { VISITOR_CODE_MAX_LENGTH, VISIT_DURATION_MS } from '@blush/shared/experiment-contracts';
import type { StoredEvent } from './repo.ts';

const EVENT_TYPES = new Set(['experiment', 'activity', 'conversion', 'page', 'customData', 'staticData', 'geolocation', 'targetingSegment']);
/** Parameters kept per event (the user agent and unknown keys are not stored). */
const KEPT = new Set(['id', 'variationId', 'goalId', 'revenue', 'negative', 'href', 'title', 'index', 'valuesCountMap', 'overwrite', 'browserIndex', 'os', 'deviceType', 'visitNumber']);
const MAX_PARAM_LENGTH = 2048;

export interface ParsedLines {
  events: Omit<StoredEvent, 'siteCode'>[];
  /** Lines that were not events of a visitor (no visitor code, unknown type): skipped, counted. */
  skipped: number;
}

export function parseTrackingLines(body: string): ParsedLines {
  const events: ParsedLines['events'] = [];
  let skipped = 0;
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    const params = new URLSearchParams(line);
    const eventType = params.get('eventType') ?? '';
    const visitorCode = params.get('visitorCode') ?? params.get('mappingValue') ?? '';
    if (!EVENT_TYPES.has(eventType) || visitorCode.length === 0 || visitorCode.length > VISITOR_CODE_MAX_LENGTH) {
      skipped += 1;
      continue;
    }
    const kept: Record<string, string> = {};
    for (const [key, value] of params) if (KEPT.has(key)) kept[key] = value.slice(0, MAX_PARAM_LENGTH);
    events.push({ visitorCode, eventType, nonce: params.get('nonce')?.slice(0, 64) ?? null, params: kept });
  }
  return { events, skipped };
}

interface EventRow {
  eventType: string;
  params: Record<string, string>;
  receivedAt: Date;
}

const num = (value: string | undefined) => (value === undefined || value === '' || Number.isNaN(Number(value)) ? null : Number(value));

function visitOf(siteCode: string, visitorCode: string, rows: EventRow[]) {
  const time = (row: EventRow) => row.receivedAt.getTime();
  const at = (row: EventRow) => ({ itp: false, time: time(row) });
  return {
    siteCode,
    visitorCode,
    timeStarted: time(rows[0]!),
    timeLastEvent: time(rows[rows.length - 1]!),
    experimentEvents: rows
      .filter((r) => r.eventType === 'experiment')
      .map((r) => ({ ...at(r), data: { id: num(r.params.id) ?? 0, variationId: num(r.params.variationId) ?? 0 } })),
    conversionEvents: rows
      .filter((r) => r.eventType === 'conversion')
      .map((r) => ({ ...at(r), data: { goalId: num(r.params.goalId) ?? 0, revenue: num(r.params.revenue) ?? 0, negative: r.params.negative === 'true' } })),
    pageEvents: rows
      .filter((r) => r.eventType === 'page')
      .map((r) => ({ ...at(r), data: { href: r.params.href ?? '', canonicalHref: null, title: r.params.title ?? '', keyPagesIndices: [null], referrerHref: null, referrersIndices: [null] } })),
    customDataEvents: rows
      .filter((r) => r.eventType === 'customData')
      .map((r) => {
        let valuesCountMap: Record<string, number>;
        try {
          valuesCountMap = JSON.parse(r.params.valuesCountMap ?? '{}') as Record<string, number>;
        } catch {
          valuesCountMap = {};
        }
        return { ...at(r), data: { index: num(r.params.index) ?? 0, valuesCountMap, overwrite: r.params.overwrite === 'true', mappingIdentifier: false } };
      }),
  };
}

/**
 * The SDK's visitor data: the visit still open `now` (if any) and up to `previousVisits` earlier
 * ones, newest first. `events` come newest first.
 */
export function buildVisitorData(siteCode: string, visitorCode: string, events: readonly EventRow[], previousVisits: number, now: number) {
  const chronological = [...events].reverse();
  const visits: EventRow[][] = [];
  for (const event of chronological) {
    const current = visits[visits.length - 1];
    if (current && event.receivedAt.getTime() - current[current.length - 1]!.receivedAt.getTime() <= VISIT_DURATION_MS) current.push(event);
    else visits.push([event]);
  }
  const newestFirst = visits.reverse();
  const open = newestFirst[0] && now - newestFirst[0][newestFirst[0].length - 1]!.receivedAt.getTime() <= VISIT_DURATION_MS ? newestFirst[0] : undefined;
  const previous = (open ? newestFirst.slice(1) : newestFirst).slice(0, previousVisits);
  return {
    ...(open ? { currentVisit: visitOf(siteCode, visitorCode, open) } : {}),
    previousVisits: previous.map((visit) => visitOf(siteCode, visitorCode, visit)),
  };
}
