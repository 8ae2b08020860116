/** The experimentation service's reads and writes. */
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SiteConfigRows } from './config.ts';
import {
  experimentEvents,
  experimentFlagEnvironments,
  experimentFlags,
  experimentHoldouts,
  experimentRemoteData,
  experimentRules,
  experimentSites,
  experimentVariations,
} from './tables.ts';

/** Everything a site's configuration in one environment holds; null for an unknown site. */
export async function readSiteConfig(db: Db, siteCode: string, environment: string): Promise<SiteConfigRows | null> {
  const [site] = await db.select().from(experimentSites).where(eq(experimentSites.siteCode, siteCode));
  if (!site) return null;
  const flags = await db
    .select({
      id: experimentFlags.id,
      featureKey: experimentFlags.featureKey,
      defaultVariationKey: experimentFlags.defaultVariationKey,
      mutuallyExclusiveGroup: experimentFlags.mutuallyExclusiveGroup,
      bucketingCustomDataIndex: experimentFlags.bucketingCustomDataIndex,
      // A flag without a row for the environment is off there.
      enabled: sql<boolean>`coalesce(${experimentFlagEnvironments.enabled}, false)`,
    })
    .from(experimentFlags)
    .leftJoin(experimentFlagEnvironments, and(eq(experimentFlagEnvironments.flagId, experimentFlags.id), eq(experimentFlagEnvironments.environment, environment)))
    .where(eq(experimentFlags.siteCode, siteCode))
    .orderBy(asc(experimentFlags.id));
  const variations = await db
    .select({ id: experimentVariations.id, flagId: experimentVariations.flagId, key: experimentVariations.key, name: experimentVariations.name, variables: experimentVariations.variables })
    .from(experimentVariations)
    .innerJoin(experimentFlags, eq(experimentFlags.id, experimentVariations.flagId))
    .where(eq(experimentFlags.siteCode, siteCode))
    .orderBy(asc(experimentVariations.id));
  const rules = await db
    .select({
      id: experimentRules.id,
      flagId: experimentRules.flagId,
      sortOrder: experimentRules.sortOrder,
      type: experimentRules.type,
      exposition: experimentRules.exposition,
      respoolTime: experimentRules.respoolTime,
      experimentId: experimentRules.experimentId,
      segment: experimentRules.segment,
      variations: experimentRules.variations,
    })
    .from(experimentRules)
    .innerJoin(experimentFlags, eq(experimentFlags.id, experimentRules.flagId))
    .where(and(eq(experimentFlags.siteCode, siteCode), eq(experimentRules.environment, environment)))
    .orderBy(asc(experimentRules.flagId), asc(experimentRules.sortOrder));
  const [holdout] = await db
    .select({ experimentId: experimentHoldouts.experimentId, exposition: experimentHoldouts.exposition })
    .from(experimentHoldouts)
    .where(and(eq(experimentHoldouts.siteCode, siteCode), eq(experimentHoldouts.environment, environment)));
  return { site, flags, variations, rules: rules.map((r) => ({ ...r, segment: r.segment ?? null })), holdout: holdout ?? null };
}

export async function readRemoteData(db: Db, siteCode: string, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: experimentRemoteData.value })
    .from(experimentRemoteData)
    .where(and(eq(experimentRemoteData.siteCode, siteCode), eq(experimentRemoteData.key, key)));
  return row?.value;
}

/** A site's last change (every change of its flags and rules moves it); null: no such site. */
export async function siteVersion(db: Db, siteCode: string): Promise<number | null> {
  const [row] = await db.select({ updatedAt: experimentSites.updatedAt }).from(experimentSites).where(eq(experimentSites.siteCode, siteCode));
  return row ? row.updatedAt.getTime() : null;
}

/** Every site's last change, for the event stream's poll. */
export async function siteVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ siteCode: experimentSites.siteCode, updatedAt: experimentSites.updatedAt }).from(experimentSites);
  return new Map(rows.map((r) => [r.siteCode, r.updatedAt.getTime()]));
}

export interface FlagChange {
  siteCode: string;
  featureKey: string;
  environment: string;
  enabled?: boolean;
  rule?: { sortOrder: number; exposition?: number; variations?: Array<{ variationKey: string; exposition: number }> };
}

/**
 * Switch a flag in an environment and/or change one of its rules, and move the site's
 * `updated_at` in the same transaction (the event stream tells open pages). Null: no such flag or rule.
 */
export async function changeFlag(db: Db, change: FlagChange): Promise<{ enabled: boolean; updatedAt: Date } | null> {
  return db.transaction(async (tx) => {
    const [flag] = await tx
      .select({ id: experimentFlags.id })
      .from(experimentFlags)
      .where(and(eq(experimentFlags.siteCode, change.siteCode), eq(experimentFlags.featureKey, change.featureKey)));
    if (!flag) return null;
    if (change.enabled !== undefined) {
      await tx
        .insert(experimentFlagEnvironments)
        .values({ flagId: flag.id, environment: change.environment, enabled: change.enabled })
        .onConflictDoUpdate({ target: [experimentFlagEnvironments.flagId, experimentFlagEnvironments.environment], set: { enabled: change.enabled } });
    }
    if (change.rule) {
      const set: Partial<typeof experimentRules.$inferInsert> = {};
      if (change.rule.exposition !== undefined) set.exposition = change.rule.exposition;
      if (change.rule.variations !== undefined) set.variations = change.rule.variations;
      const updated = await tx
        .update(experimentRules)
        .set(Object.keys(set).length ? set : { sortOrder: change.rule.sortOrder })
        .where(and(eq(experimentRules.flagId, flag.id), eq(experimentRules.environment, change.environment), eq(experimentRules.sortOrder, change.rule.sortOrder)))
        .returning({ id: experimentRules.id });
      if (updated.length === 0) return null;
    }
    // clock_timestamp: two changes in one second-long transaction window still differ.
    const [site] = await tx
      .update(experimentSites)
      .set({ updatedAt: sql`greatest(clock_timestamp(), ${experimentSites.updatedAt} + interval '1 millisecond')` })
      .where(eq(experimentSites.siteCode, change.siteCode))
      .returning({ updatedAt: experimentSites.updatedAt });
    const [environment] = await tx
      .select({ enabled: experimentFlagEnvironments.enabled })
      .from(experimentFlagEnvironments)
      .where(and(eq(experimentFlagEnvironments.flagId, flag.id), eq(experimentFlagEnvironments.environment, change.environment)));
    return { enabled: environment?.enabled ?? false, updatedAt: site!.updatedAt };
  });
}

export type StoredEvent = Pick<typeof experimentEvents.$inferInsert, 'siteCode' | 'visitorCode' | 'eventType' | 'nonce' | 'params'>;

export async function insertEvents(db: Db, events: readonly StoredEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(experimentEvents).values([...events]);
}

/** How many events a visitor has stored since `since` (the per-visitor cap). */
export async function visitorEventCount(db: Db, siteCode: string, visitorCode: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(experimentEvents)
    .where(and(eq(experimentEvents.siteCode, siteCode), eq(experimentEvents.visitorCode, visitorCode), gte(experimentEvents.receivedAt, since)));
  return row?.n ?? 0;
}

/** A visitor's latest events, newest first. */
export async function visitorEvents(db: Db, siteCode: string, visitorCode: string, limit: number) {
  return db
    .select({ eventType: experimentEvents.eventType, params: experimentEvents.params, receivedAt: experimentEvents.receivedAt })
    .from(experimentEvents)
    .where(and(eq(experimentEvents.siteCode, siteCode), eq(experimentEvents.visitorCode, visitorCode)))
    .orderBy(desc(experimentEvents.receivedAt), desc(experimentEvents.id))
    .limit(limit);
}
