/**
 * Feature flags and experiments in the back office (issue 21 item 9): a site's flags with their
 * state in an environment, each experiment's results from the tracked events (distinct visitors per
 * variation and how many converted), and switching a flag against the site version the staff member
 * saw (the site row is locked; a stale version is `edit_conflict`), audited in the same transaction.
 * The switch is the operations route's `changeFlag`; open pages learn of it through the event stream.
 */
import type { AdminExperimentOverview } from '@blush/shared/admin-experiment-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { AuditEntry } from '../staff/audit.ts';
import { changeFlag, readSiteConfig } from './repo.ts';
import { MIN_VISITORS, conversionRate, versusControl } from './significance.ts';
import { experimentSites, experiments, experimentVariations, experimentFlags } from './tables.ts';

export type Audit = (t: Db, entry: AuditEntry) => Promise<void>;

export async function experimentOverview(db: Db, siteCode: string | undefined, environment: string): Promise<AdminExperimentOverview> {
  const sites = await db.select({ site_code: experimentSites.siteCode, name: experimentSites.name }).from(experimentSites).orderBy(asc(experimentSites.siteCode));
  const site = siteCode ?? sites[0]?.site_code;
  const config = site ? await readSiteConfig(db, site, environment) : null;
  if (siteCode && !config) throw new DomainError('resource_not_found');
  if (!config || !site) return { sites, site: null, environment, version: 0, min_visitors: MIN_VISITORS, flags: [], experiments: [] };
  const names = new Map((await db.select({ id: experimentFlags.id, name: experimentFlags.name }).from(experimentFlags).where(eq(experimentFlags.siteCode, site))).map((f) => [f.id, f.name]));
  const list = await db.select({ id: experiments.id, name: experiments.name }).from(experiments).where(eq(experiments.siteCode, site)).orderBy(asc(experiments.id));
  const variationNames = new Map(
    (await db.select({ id: experimentVariations.id, name: experimentVariations.name }).from(experimentVariations).innerJoin(experimentFlags, eq(experimentFlags.id, experimentVariations.flagId)).where(eq(experimentFlags.siteCode, site))).map((v) => [v.id, v.name]),
  );
  const counts = await queryRows<{ experiment_id: number; variation_id: number; visitors: number; converted: number }>(
    db,
    sql`with assigned as (
          select distinct (params->>'id')::int as experiment_id, (params->>'variationId')::int as variation_id, visitor_code
          from experiment_events where site_code = ${site} and event_type = 'experiment' and params->>'id' ~ '^[0-9]{1,9}$' and params->>'variationId' ~ '^[0-9]{1,9}$'
        )
        select a.experiment_id, a.variation_id, count(*)::int as visitors,
          count(*) filter (where exists (select 1 from experiment_events c where c.site_code = ${site} and c.visitor_code = a.visitor_code and c.event_type = 'conversion'))::int as converted
        from assigned a group by a.experiment_id, a.variation_id order by a.experiment_id, a.variation_id`,
  );
  return {
    sites,
    site,
    environment,
    version: config.site.updatedAt.getTime(),
    min_visitors: MIN_VISITORS,
    flags: config.flags.map((f) => ({
      feature_key: f.featureKey,
      name: names.get(f.id) ?? f.featureKey,
      enabled: f.enabled,
      rules: config.rules.filter((r) => r.flagId === f.id).map((r) => ({ type: r.type, exposition: r.exposition, experiment_id: r.experimentId })),
    })),
    experiments: list.map((e) => ({ id: e.id, name: e.name, variations: withSignificance(counts.filter((c) => Number(c.experiment_id) === e.id), variationNames) })),
  };
}

/** Each variation's counts, rate and (but the control's, the first by id) comparison with the control. */
function withSignificance(rows: Array<{ variation_id: number; visitors: number; converted: number }>, names: Map<number, string>): AdminExperimentOverview['experiments'][number]['variations'] {
  const arms = rows.map((c) => ({ id: Number(c.variation_id), visitors: Number(c.visitors), converted: Number(c.converted) })).sort((a, b) => a.id - b.id);
  const control = arms[0];
  return arms.map((arm) => {
    const versus = control && arm !== control ? versusControl(control, arm) : null;
    return {
      variation_id: arm.id,
      name: names.get(arm.id) ?? String(arm.id),
      visitors: arm.visitors,
      converted: arm.converted,
      control: arm === control,
      rate: conversionRate(arm),
      versus_control: versus ? { uplift: versus.uplift, p_value: versus.p_value, significant: versus.significant } : null,
    };
  });
}

/** Switch a flag in an environment if the site is still at `version`; audited with the state before and after. */
export async function switchFlagAt(db: Db, input: { site: string; featureKey: string; environment: string; enabled: boolean; version: number }, audit: Audit) {
  return withTransaction(db, async (t) => {
    const [site] = await t.select({ updatedAt: experimentSites.updatedAt }).from(experimentSites).where(eq(experimentSites.siteCode, input.site)).for('update');
    if (!site) throw new DomainError('resource_not_found');
    if (site.updatedAt.getTime() !== input.version) throw new DomainError('edit_conflict');
    const before = (await readSiteConfig(t, input.site, input.environment))?.flags.find((f) => f.featureKey === input.featureKey);
    if (!before) throw new DomainError('resource_not_found');
    const result = await changeFlag(t, { siteCode: input.site, featureKey: input.featureKey, environment: input.environment, enabled: input.enabled });
    if (!result) throw new DomainError('resource_not_found');
    await audit(t, {
      action: 'experiment.flag_switched',
      targetType: 'experiment_flag',
      targetId: `${input.site}/${input.featureKey}`,
      before: { environment: input.environment, enabled: before.enabled },
      after: { environment: input.environment, enabled: result.enabled },
    });
    return { feature_key: input.featureKey, enabled: result.enabled, version: result.updatedAt.getTime() };
  });
}
