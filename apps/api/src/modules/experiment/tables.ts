import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The built-in experimentation service (issue 19, product guide §1, §7; decision 0027): feature
 * flags and A/B experiments kept in the database and served to the experimentation SDK in its own
 * client-configuration format. Ids are integers because the SDK hashes them as decimal strings
 * (bucketing must give the same answer on the server and in the browser).
 */

/**
 * A site of the service (the SDK's `siteCode`). `updated_at` moves on every change of anything the
 * site's configuration holds: the event stream compares it to tell open pages to refresh.
 */
export const experimentSites = pgTable('experiment_sites', {
  siteCode: text('site_code').primaryKey(),
  name: text('name').notNull(),
  /** The SDK asks for consent before it stores a visitor code (consentType REQUIRED). */
  consentRequired: boolean('consent_required').notNull().default(true),
  /** Push configuration updates over the event stream (else the SDK polls). */
  realTimeUpdate: boolean('real_time_update').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A feature flag; `mutually_exclusive_group` names the group whose flags a visitor sees only one of. */
export const experimentFlags = pgTable(
  'experiment_flags',
  {
    id: serial('id').primaryKey(),
    siteCode: text('site_code')
      .notNull()
      .references(() => experimentSites.siteCode, { onDelete: 'cascade' }),
    featureKey: text('feature_key').notNull(),
    name: text('name').notNull(),
    defaultVariationKey: text('default_variation_key').notNull().default('off'),
    mutuallyExclusiveGroup: text('mutually_exclusive_group'),
    /** Bucket by this custom data's value instead of the visitor code (null: the visitor code). */
    bucketingCustomDataIndex: integer('bucketing_custom_data_index'),
  },
  (t) => [uniqueIndex('experiment_flags_key_uq').on(t.siteCode, t.featureKey)],
);

/** A flag's variations ('off' is the inactive one) with their variables `[{key, type, value}]`. */
export const experimentVariations = pgTable(
  'experiment_variations',
  {
    id: serial('id').primaryKey(),
    flagId: integer('flag_id')
      .notNull()
      .references(() => experimentFlags.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    variables: jsonb('variables').$type<Array<{ key: string; type: 'BOOLEAN' | 'NUMBER' | 'STRING' | 'JSON'; value: string | number | boolean }>>().notNull().default([]),
  },
  (t) => [uniqueIndex('experiment_variations_key_uq').on(t.flagId, t.key)],
);

/** Whether a flag is on in an environment (production, staging, development …); off = inactive. */
export const experimentFlagEnvironments = pgTable(
  'experiment_flag_environments',
  {
    flagId: integer('flag_id')
      .notNull()
      .references(() => experimentFlags.id, { onDelete: 'cascade' }),
    environment: text('environment').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flagId, t.environment] })],
);

/** An experiment: what a rule's assignments are counted under (tracked as `eventType=experiment&id=`). */
export const experiments = pgTable('experiments', {
  id: serial('id').primaryKey(),
  siteCode: text('site_code')
    .notNull()
    .references(() => experimentSites.siteCode, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

/**
 * A flag's rule in one environment, evaluated in `sort_order`: a targeted delivery or an
 * experimentation rule, its targeting segment (the SDK's segment format, null = everybody), the share
 * of visitors exposed (0–1) and how they split over variations `[{variationKey, exposition}]`.
 */
export const experimentRules = pgTable(
  'experiment_rules',
  {
    id: serial('id').primaryKey(),
    flagId: integer('flag_id')
      .notNull()
      .references(() => experimentFlags.id, { onDelete: 'cascade' }),
    environment: text('environment').notNull(),
    sortOrder: integer('sort_order').notNull(),
    type: text('type').$type<'TARGETED_DELIVERY' | 'EXPERIMENTATION'>().notNull(),
    exposition: doublePrecision('exposition').notNull(),
    respoolTime: integer('respool_time'),
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    segment: jsonb('segment').$type<Record<string, unknown> | null>(),
    variations: jsonb('variations').$type<Array<{ variationKey: string; exposition: number }>>().notNull(),
  },
  (t) => [index('experiment_rules_flag_idx').on(t.flagId, t.environment, t.sortOrder)],
);

/** The site's holdout in an environment: the share of visitors kept out of every experiment. */
export const experimentHoldouts = pgTable(
  'experiment_holdouts',
  {
    siteCode: text('site_code')
      .notNull()
      .references(() => experimentSites.siteCode, { onDelete: 'cascade' }),
    environment: text('environment').notNull(),
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    /** 0–1: the share in the holdout. */
    exposition: doublePrecision('exposition').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.environment] })],
);

/** Remote data by key (the SDK's `getRemoteData`). */
export const experimentRemoteData = pgTable(
  'experiment_remote_data',
  {
    siteCode: text('site_code')
      .notNull()
      .references(() => experimentSites.siteCode, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.key] })],
);

/**
 * Tracking lines as posted (`eventType=experiment&id=…&variationId=…&nonce=…&visitorCode=…`), one row
 * a line, parsed into what the visitor-data route answers. A visitor is capped (service.ts) so one
 * visitor cannot fill the database.
 */
export const experimentEvents = pgTable(
  'experiment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    visitorCode: text('visitor_code').notNull(),
    eventType: text('event_type').notNull(),
    nonce: text('nonce'),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('experiment_events_visitor_idx').on(t.siteCode, t.visitorCode, t.receivedAt)],
);
