/**
 * The demo's experimentation site (decision 0027): one real A/B experiment, two home hero variants
 * for every visitor in our countries (custom data index 3, the upper-cased country), and one flag
 * that gates a feature, the home page's bestsellers rail. Both are on in every environment.
 */
import { eq } from 'drizzle-orm';
import { COUNTRY_CODES } from '@blush/shared/markets';
import type { Db } from '../src/db/client.ts';
import {
  experimentFlagEnvironments,
  experimentFlags,
  experimentHoldouts,
  experimentRemoteData,
  experimentRules,
  experimentSites,
  experimentVariations,
  experiments,
} from '../src/modules/experiment/tables.ts';

export const DEMO_SITE_CODE = 'blushdemo1';
export const ENVIRONMENTS = ['production', 'staging', 'development'] as const;

/** Our countries as a custom-data segment on index 3 (the SDK's segment format). */
const COUNTRY_SEGMENT = {
  id: '1',
  name: 'Blush countries',
  conditionsData: {
    firstLevelOrOperators: [],
    firstLevel: [
      {
        orOperators: [],
        conditions: [{ id: 1, targetingType: 'CUSTOM_DATUM', isInclude: true, weight: 1, customDataIndex: '3', valueMatchType: 'AMONG_VALUES', value: JSON.stringify(COUNTRY_CODES) }],
      },
    ],
  },
};

/** Seed the demo site once; false when it is there already. */
export async function seedExperiments(db: Db): Promise<boolean> {
  const existing = await db.select({ siteCode: experimentSites.siteCode }).from(experimentSites).where(eq(experimentSites.siteCode, DEMO_SITE_CODE));
  if (existing.length) return false;
  await db.transaction(async (tx) => {
    await tx.insert(experimentSites).values({ siteCode: DEMO_SITE_CODE, name: 'Blush demo', consentRequired: true, realTimeUpdate: true });
    const [heroExperiment, railDelivery, holdout] = await tx
      .insert(experiments)
      .values([
        { siteCode: DEMO_SITE_CODE, name: 'Home hero: classic or spotlight' },
        { siteCode: DEMO_SITE_CODE, name: 'Bestsellers rail delivery' },
        { siteCode: DEMO_SITE_CODE, name: 'Global holdout' },
      ])
      .returning({ id: experiments.id });

    const [hero, rail] = await tx
      .insert(experimentFlags)
      .values([
        { siteCode: DEMO_SITE_CODE, featureKey: 'home_hero', name: 'Home hero variants', defaultVariationKey: 'off' },
        { siteCode: DEMO_SITE_CODE, featureKey: 'home_bestsellers_rail', name: 'Bestsellers rail on the home page', defaultVariationKey: 'off' },
      ])
      .returning({ id: experimentFlags.id });
    await tx.insert(experimentVariations).values([
      { flagId: hero!.id, key: 'off', name: 'Off', variables: [] },
      {
        flagId: hero!.id,
        key: 'classic',
        name: 'Classic',
        variables: [
          { key: 'tone', type: 'STRING', value: 'blush' },
          { key: 'art', type: 'STRING', value: 'vanity' },
        ],
      },
      {
        flagId: hero!.id,
        key: 'spotlight',
        name: 'Spotlight',
        variables: [
          { key: 'tone', type: 'STRING', value: 'noir' },
          { key: 'art', type: 'STRING', value: 'lipsticks' },
        ],
      },
      { flagId: rail!.id, key: 'off', name: 'Off', variables: [] },
      { flagId: rail!.id, key: 'on', name: 'On', variables: [] },
    ]);
    for (const environment of ENVIRONMENTS) {
      await tx.insert(experimentFlagEnvironments).values([
        { flagId: hero!.id, environment, enabled: true },
        { flagId: rail!.id, environment, enabled: true },
      ]);
      await tx.insert(experimentRules).values([
        {
          flagId: hero!.id,
          environment,
          sortOrder: 0,
          type: 'EXPERIMENTATION',
          exposition: 1,
          experimentId: heroExperiment!.id,
          segment: COUNTRY_SEGMENT,
          variations: [
            { variationKey: 'classic', exposition: 0.5 },
            { variationKey: 'spotlight', exposition: 0.5 },
          ],
        },
        { flagId: rail!.id, environment, sortOrder: 0, type: 'TARGETED_DELIVERY', exposition: 1, experimentId: railDelivery!.id, segment: null, variations: [{ variationKey: 'on', exposition: 1 }] },
      ]);
      // A holdout of nobody: the machinery is on, no demo visitor is kept out.
      await tx.insert(experimentHoldouts).values({ siteCode: DEMO_SITE_CODE, environment, experimentId: holdout!.id, exposition: 0 });
    }
    await tx.insert(experimentRemoteData).values({ siteCode: DEMO_SITE_CODE, key: 'home_hero_copy', value: { headline: 'Glow, your way' } });
  });
  return true;
}
