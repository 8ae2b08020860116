/** HTTP contracts of analytics: the user record, the first-party collector and its traffic summary. */
import { z } from 'zod';
import { COLLECTOR_LIMITS, VISITOR_ID_PATTERN } from './analytics.ts';
import { countryCodeSchema, languageSchema } from './contracts.ts';

export const analyticsUserRecordSchema = z.object({
  id: z.string().optional(),
  is_employee: z.boolean().optional(),
  age: z.number().int().optional(),
  card_number: z.string().optional(),
  email_sha256: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  email_md5: z.string().regex(/^[0-9a-f]{32}$/).optional(),
  mobile_number_md5: z.string().regex(/^[0-9a-f]{32}$/).optional(),
  loyalty_points: z.number().int().optional(),
  loyalty_tier: z.string().optional(),
  tier_points_counter: z.number().int().optional(),
});
export const analyticsUserResponseSchema = z.object({ user: analyticsUserRecordSchema });

const propertyValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);

export const collectorEventSchema = z.object({
  /** `page_viewed`, or another snake_case event name. */
  name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  /** The page's path and query (no origin), e.g. `/brands/nars?language=en`. */
  path: z.string().startsWith('/').max(512),
  properties: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), propertyValue).refine((p) => Object.keys(p).length <= 20, { message: 'At most 20 properties' }).optional(),
});

export const collectorBatchSchema = z.object({
  visitor_id: z.string().regex(VISITOR_ID_PATTERN),
  country: countryCodeSchema,
  language: languageSchema,
  layout: z.enum(['Mobile', 'Desktop']),
  events: z.array(collectorEventSchema).min(1).max(COLLECTOR_LIMITS.batchMax),
});
export type CollectorBatch = z.infer<typeof collectorBatchSchema>;

export const collectorAcceptedResponseSchema = z.object({ accepted: z.number().int() });

export const trafficQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
  country: countryCodeSchema.optional(),
});

export const trafficSummarySchema = z.object({
  days: z.number().int(),
  rows: z.array(z.object({ day: z.string(), path: z.string(), views: z.number().int(), visitors: z.number().int() })),
  events: z.array(z.object({ day: z.string(), name: z.string(), count: z.number().int() })),
});
