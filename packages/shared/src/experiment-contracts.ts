/**
 * The built-in experimentation service's rules and operations contract (issue 19, product guide §5,
 * §7, §9; decision 0026). The client-configuration, remote-data and visitor-data answers are the
 * experimentation SDK's own formats and are not redefined here (see the API's config.ts).
 */
import { z } from 'zod';

/** A site code as the vendor issues them: 10 lowercase letters and digits. */
export const EXPERIMENT_SITE_CODE = /^[a-z0-9]{10}$/;
/** An environment name: production, staging, development or another lowercase word. */
export const EXPERIMENT_ENVIRONMENT = /^[a-z][a-z0-9_-]{0,63}$/;
/** Visitor code: non-empty, at most 255 characters (product guide §5, §9). */
export const VISITOR_CODE_MAX_LENGTH = 255;
/** Previous visits the visitor-data call may ask for: 1 to 25 (product guide §5). */
export const PREVIOUS_VISITS_MIN = 1;
export const PREVIOUS_VISITS_MAX = 25;
/** A visit ends after 29 minutes without an event (product guide §9). */
export const VISIT_DURATION_MS = 29 * 60 * 1000;
/** Tracking body limit 10 MB, counted at 4 bytes per character as the SDK counts (product guide §7). */
export const TRACKING_BODY_LIMIT = 10_000_000;
export const TRACKING_SYMBOL_SIZE = 4;

/** The size the SDK counts for a tracking body. */
export function trackingBodySize(body: string): number {
  return body.length * TRACKING_SYMBOL_SIZE;
}

export const siteCodeSchema = z.string().regex(EXPERIMENT_SITE_CODE);
export const environmentSchema = z.string().regex(EXPERIMENT_ENVIRONMENT);

/** Operations: switch a flag in an environment and/or change one of its rules. */
export const experimentFlagChangeSchema = z
  .object({
    siteCode: siteCodeSchema,
    environment: environmentSchema,
    enabled: z.boolean().optional(),
    rule: z
      .object({
        sortOrder: z.number().int().min(0),
        exposition: z.number().min(0).max(1).optional(),
        variations: z.array(z.object({ variationKey: z.string().min(1).max(64), exposition: z.number().min(0).max(1) })).min(1).max(20).optional(),
      })
      .optional(),
  })
  .refine((body) => body.enabled !== undefined || body.rule !== undefined, { message: 'Give enabled or rule' });
export type ExperimentFlagChange = z.infer<typeof experimentFlagChangeSchema>;

export const experimentFlagChangeResponseSchema = z.object({
  featureKey: z.string(),
  environment: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
