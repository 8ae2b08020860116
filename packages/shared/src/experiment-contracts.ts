/**
 * The built-in experimentation service's rules and operations contract (issue 19, product guide §5,
 * §7, §9; decision 0027). The client-configuration, remote-data and visitor-data answers are the
 * experimentation SDK's own formats and are not redefined here (see the API's config.ts).
 */
import { z } from 'zod';

import { EXPERIMENT_ENVIRONMENT, EXPERIMENT_SITE_CODE } from './experiments.ts';

export {
  EXPERIMENT_ENVIRONMENT,
  EXPERIMENT_SITE_CODE,
  PREVIOUS_VISITS_MAX,
  PREVIOUS_VISITS_MIN,
  TRACKING_BODY_LIMIT,
  TRACKING_SYMBOL_SIZE,
  VISITOR_CODE_MAX_LENGTH,
  VISIT_DURATION_MS,
  trackingBodySize,
} from './experiments.ts';

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
