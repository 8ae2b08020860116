/** A client configuration in the SDK's format exercising every step of the evaluation order. */
import type { ClientConfiguration } from '../evaluate.ts';

const COUNTRY_SEGMENT = {
  conditionsData: {
    firstLevelOrOperators: [],
    firstLevel: [{ orOperators: [], conditions: [{ id: 1, targetingType: 'CUSTOM_DATUM', isInclude: true, weight: 1, customDataIndex: '3', valueMatchType: 'AMONG_VALUES', value: '["SG","TH"]' }] }],
  },
};

export function fixtureConfig(overrides: { consentType?: string; holdout?: number } = {}): ClientConfiguration & Record<string, unknown> {
  const variations = (keys: string[]) => keys.map((key) => ({ key, name: key, variables: key === 'off' ? [] : [{ key: 'tone', type: 'STRING', value: key }] }));
  return {
    configuration: { realTimeUpdate: false, consentType: overrides.consentType ?? 'NOT_REQUIRED', dataApiDomain: 'data.kameleoon.io', consentOptOutBehavior: 'PARTIALLY_BLOCK' },
    customData: [3].map((index) => ({ index, localOnly: false, isMappingIdentifier: false, scope: 'VISIT' })),
    featureFlags: [
      {
        id: 1,
        featureKey: 'hero',
        environmentEnabled: true,
        defaultVariationKey: 'off',
        variations: variations(['off', 'classic', 'spotlight']),
        rules: [
          {
            id: 11,
            type: 'EXPERIMENTATION',
            order: 0,
            exposition: 0.8,
            respoolTime: null,
            experimentId: 101,
            segment: COUNTRY_SEGMENT,
            variationByExposition: [
              { variationKey: 'classic', variationId: 1001, exposition: 0.5 },
              { variationKey: 'spotlight', variationId: 1002, exposition: 0.5 },
            ],
          },
          { id: 12, type: 'TARGETED_DELIVERY', order: 1, exposition: 0.9, respoolTime: null, experimentId: 102, segment: null, variationByExposition: [{ variationKey: 'classic', variationId: 1001, exposition: 1 }] },
        ],
      },
      // Two flags in one mutually exclusive group: a visitor gets at most one of them.
      ...[2, 3].map((id) => ({
        id,
        featureKey: `me_${id}`,
        environmentEnabled: true,
        defaultVariationKey: 'off',
        mutuallyExclusiveGroup: 'promo',
        variations: variations(['off', 'on']),
        rules: [{ id: 20 + id, type: 'TARGETED_DELIVERY', order: 0, exposition: 1, respoolTime: null, experimentId: 200 + id, segment: null, variationByExposition: [{ variationKey: 'on', variationId: 2000 + id, exposition: 1 }] }],
      })),
      { id: 4, featureKey: 'disabled', environmentEnabled: false, defaultVariationKey: 'on', variations: variations(['off', 'on']), rules: [] },
    ],
    holdout: {
      experimentId: 900,
      variationByExposition: [
        { variationKey: 'in-holdout', variationId: 9001, exposition: overrides.holdout ?? 0.2 },
        { variationKey: 'off', variationId: 9002, exposition: 1 - (overrides.holdout ?? 0.2) },
      ],
    },
  } as unknown as ClientConfiguration & Record<string, unknown>;
}
