/**
 * The client configuration in the experimentation SDK's own format (what
 * `@kameleoon/javascript-sdk-core` 5.17 reads in `ClientConfiguration.updateConfigurationData`):
 * feature flags with variations, variables and rules (segments inline), custom data indexes, the
 * holdout and the site's consent and update settings. Pure: repo.ts reads the rows.
 */

/** Custom data indexes the storefront sets for targeting (product guide §3). */
export const TARGETING_CUSTOM_DATA = [
  { index: 0, name: 'tier' },
  { index: 3, name: 'country' },
  { index: 5, name: 'platform' },
  { index: 6, name: 'app_platform' },
  { index: 7, name: 'version' },
  { index: 8, name: 'key' },
  { index: 9, name: 'brand_code' },
  { index: 10, name: 'page_path' },
] as const;

/** The SDK's variation key of a visitor kept out of every experiment by the holdout. */
export const IN_HOLDOUT_VARIATION_KEY = 'in-holdout';

export interface SiteRow {
  siteCode: string;
  consentRequired: boolean;
  realTimeUpdate: boolean;
  updatedAt: Date;
}
export interface FlagRow {
  id: number;
  featureKey: string;
  defaultVariationKey: string;
  mutuallyExclusiveGroup: string | null;
  bucketingCustomDataIndex: number | null;
  enabled: boolean;
}
export interface VariationRow {
  id: number;
  flagId: number;
  key: string;
  name: string;
  variables: Array<{ key: string; type: string; value: string | number | boolean }>;
}
export interface RuleRow {
  id: number;
  flagId: number;
  sortOrder: number;
  type: 'TARGETED_DELIVERY' | 'EXPERIMENTATION';
  exposition: number;
  respoolTime: number | null;
  experimentId: number;
  segment: Record<string, unknown> | null;
  variations: Array<{ variationKey: string; exposition: number }>;
}
export interface HoldoutRow {
  experimentId: number;
  exposition: number;
}

export interface SiteConfigRows {
  site: SiteRow;
  flags: FlagRow[];
  variations: VariationRow[];
  rules: RuleRow[];
  holdout: HoldoutRow | null;
}

/**
 * Holdout variation ids are not rows: the SDK only tracks them under the holdout's experiment id,
 * so they are derived from it (two per holdout, never a flag variation's id range in practice).
 */
export const holdoutVariationIds = (experimentId: number) => ({ inHoldout: 1_000_000 + experimentId * 2, out: 1_000_001 + experimentId * 2 });

export function buildClientConfiguration(rows: SiteConfigRows) {
  const variationsOf = new Map<number, VariationRow[]>();
  for (const variation of rows.variations) variationsOf.set(variation.flagId, [...(variationsOf.get(variation.flagId) ?? []), variation]);
  const rulesOf = new Map<number, RuleRow[]>();
  for (const rule of rows.rules) rulesOf.set(rule.flagId, [...(rulesOf.get(rule.flagId) ?? []), rule]);

  const featureFlags = rows.flags.map((flag) => {
    const variations = variationsOf.get(flag.id) ?? [];
    const idOf = new Map(variations.map((v) => [v.key, v.id]));
    return {
      id: flag.id,
      featureKey: flag.featureKey,
      environmentEnabled: flag.enabled,
      defaultVariationKey: flag.defaultVariationKey,
      mutuallyExclusiveGroup: flag.mutuallyExclusiveGroup,
      bucketingCustomDataIndex: flag.bucketingCustomDataIndex,
      variations: variations.map((v) => ({ key: v.key, name: v.name, variables: v.variables })),
      rules: (rulesOf.get(flag.id) ?? [])
        .slice()
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((rule) => ({
          id: rule.id,
          type: rule.type,
          order: rule.sortOrder,
          exposition: rule.exposition,
          respoolTime: rule.respoolTime,
          experimentId: rule.experimentId,
          segment: rule.segment,
          variationByExposition: rule.variations
            .filter((v) => idOf.has(v.variationKey))
            .map((v) => ({ variationKey: v.variationKey, variationId: idOf.get(v.variationKey)!, exposition: v.exposition })),
        })),
    };
  });

  const holdout = rows.holdout
    ? {
        experimentId: rows.holdout.experimentId,
        variationByExposition: [
          { variationKey: IN_HOLDOUT_VARIATION_KEY, variationId: holdoutVariationIds(rows.holdout.experimentId).inHoldout, exposition: rows.holdout.exposition },
          { variationKey: 'off', variationId: holdoutVariationIds(rows.holdout.experimentId).out, exposition: 1 - rows.holdout.exposition },
        ],
      }
    : undefined;

  return {
    configuration: {
      realTimeUpdate: rows.site.realTimeUpdate,
      consentType: rows.site.consentRequired ? 'REQUIRED' : 'NOT_REQUIRED',
      // The SDK needs a data domain; its requests are routed to this service by the storefront's
      // requester whatever the host (decision 0027).
      dataApiDomain: 'data.kameleoon.io',
      consentOptOutBehavior: 'PARTIALLY_BLOCK',
    },
    customData: TARGETING_CUSTOM_DATA.map(({ index, name }) => ({ index, name, localOnly: false, isMappingIdentifier: false, scope: 'VISIT' })),
    featureFlags,
    ...(holdout ? { holdout } : {}),
    dateModified: rows.site.updatedAt.getTime(),
  };
}

export type ClientConfiguration = ReturnType<typeof buildClientConfiguration>;
