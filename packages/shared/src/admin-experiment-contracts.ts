/**
 * Feature flags and experiments in the back office (issue 21 item 9): the contract between
 * `/api/admin/v1/experiments…` and the back-office app (experiments.manage). A site's `version` is
 * its last change (ms): a switch carries the version the staff member saw, and a stale one is 409
 * `edit_conflict` (a colleague changed the site meanwhile; nothing is lost). Results are counted from
 * the first-party collector's tracked events: distinct visitors assigned to each variation, and how
 * many of them converted. The first variation (lowest id) is the control: each variation has its
 * conversion rate with a 95 % confidence interval, and each other one its relative uplift and a
 * two-proportion z-test against the control (`significant` at p < 0.05). Both are null below
 * `min_visitors` in an arm: "not enough data yet".
 *
 * - `GET  /experiments?site=&environment=`   — the site's flags with their state and rules, and each experiment's results
 * - `POST /experiments/flags/:key`           — switch a flag in an environment { site, environment, enabled, version } (audited)
 */
import { z } from 'zod';
import { environmentSchema, siteCodeSchema } from './experiment-contracts.ts';

export const adminExperimentQuerySchema = z.object({ site: siteCodeSchema.optional(), environment: environmentSchema.default('production') });

export const adminExperimentOverviewSchema = z.object({
  sites: z.array(z.object({ site_code: z.string(), name: z.string() })),
  site: z.string().nullable(),
  environment: z.string(),
  version: z.number().int(),
  /** Visitors each arm needs before a rate or comparison is shown. */
  min_visitors: z.number().int(),
  flags: z.array(
    z.object({
      feature_key: z.string(),
      name: z.string(),
      enabled: z.boolean(),
      rules: z.array(z.object({ type: z.enum(['TARGETED_DELIVERY', 'EXPERIMENTATION']), exposition: z.number(), experiment_id: z.number().int() })),
    }),
  ),
  experiments: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      variations: z.array(
        z.object({
          variation_id: z.number().int(),
          name: z.string(),
          visitors: z.number().int(),
          converted: z.number().int(),
          control: z.boolean(),
          rate: z.object({ value: z.number(), low: z.number(), high: z.number() }).nullable(),
          versus_control: z.object({ uplift: z.number().nullable(), p_value: z.number(), significant: z.boolean() }).nullable(),
        }),
      ),
    }),
  ),
});
export type AdminExperimentOverview = z.infer<typeof adminExperimentOverviewSchema>;

export const adminFlagParamsSchema = z.object({ key: z.string().min(1).max(128) });
export const adminFlagSwitchBodySchema = z.object({ site: siteCodeSchema, environment: environmentSchema, enabled: z.boolean(), version: z.number().int().nonnegative() });
export type AdminFlagSwitchBody = z.infer<typeof adminFlagSwitchBodySchema>;
export const adminFlagSwitchResponseSchema = z.object({ feature_key: z.string(), enabled: z.boolean(), version: z.number().int() });
