/**
 * Flag evaluation as the SDK does it (`KameleoonClient._evaluate` and
 * `VariationConfiguration.getVariation` in @kameleoon/javascript-sdk-core 5.17), for the server's
 * first render: the browser's client takes over with the same configuration and the same visitor
 * code, so the variation shown first is the one it keeps (evaluate.test.ts checks the two agree).
 *
 * Order (product guide §4): a forced or simulated variation; the holdout; the mutually exclusive
 * group; the rules in order (targeting, then exposure, then the variation); else the default. A flag
 * that does not exist or whose environment is off is inactive. Bucketing: SHA-256 of the visitor
 * (or bucketing custom data) and the id, read as a number and scaled to 0–1.
 */
import { OFF_VARIATION } from './constants.ts';

export interface VariationByExposition {
  variationKey: string;
  variationId: number;
  exposition: number;
}
export interface Condition {
  targetingType: string;
  isInclude: boolean | null;
  customDataIndex?: string | null;
  valueMatchType?: string | null;
  value?: string | null;
}
export interface Segment {
  conditionsData: { firstLevelOrOperators: boolean[]; firstLevel: Array<{ orOperators: boolean[]; conditions: Condition[] }> };
}
export interface Rule {
  id: number;
  type: 'TARGETED_DELIVERY' | 'EXPERIMENTATION';
  exposition: number;
  respoolTime: number | null;
  experimentId: number;
  segment: Segment | null;
  variationByExposition: VariationByExposition[];
}
export interface FeatureFlag {
  id: number;
  featureKey: string;
  environmentEnabled: boolean;
  defaultVariationKey: string;
  mutuallyExclusiveGroup?: string | null;
  bucketingCustomDataIndex?: number | null;
  variations: Array<{ key: string; name?: string; variables: Array<{ key: string; type: string; value: string | number | boolean }> }>;
  rules: Rule[];
}
export interface ClientConfiguration {
  configuration: { consentType: string; consentOptOutBehavior: string; realTimeUpdate: boolean };
  featureFlags: FeatureFlag[];
  holdout?: { experimentId: number; variationByExposition: VariationByExposition[] };
}

/** What the server knows of the visitor: the code, consent and custom data by index. */
export interface Visitor {
  code: string;
  consent: boolean;
  customData: Readonly<Record<number, string>>;
  /** A forced or simulated variation key per flag (the SDK's simulation cookie, tests). */
  forced?: Readonly<Record<string, string>>;
}

export interface Evaluation {
  featureKey: string;
  variationKey: string;
  variationId: number | null;
  experimentId: number | null;
  /** False for the off variation, an unknown flag or an environment that is off. */
  active: boolean;
  variables: Record<string, string | number | boolean>;
  /** Why: which step decided (for tests and debugging). */
  reason: 'missing' | 'environment_off' | 'forced' | 'holdout' | 'me_group' | 'rule' | 'default';
}

/** The SDK's simulation cookie (Kameleoon's simulation panel): `{featureKey: {expId, varId}}` as JSON. */
export const SIMULATION_COOKIE = 'kameleoonSimulationFFData';

/**
 * The simulated variation key per flag from the simulation cookie's JSON, as the SDK reads it
 * (`VariationConfiguration.simulatedVariationFromJson`): experiment 0 is the flag's default, else the
 * rule of that experiment and its variation of that id; anything else is ignored.
 */
export function simulatedVariations(config: ClientConfiguration, json: string | undefined): Record<string, string> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [featureKey, data] of Object.entries(parsed as Record<string, unknown>)) {
    const { expId, varId } = (data ?? {}) as { expId?: unknown; varId?: unknown };
    if (typeof expId !== 'number' || (expId !== 0 && typeof varId !== 'number')) continue;
    const flag = config.featureFlags.find((f) => f.featureKey === featureKey);
    if (!flag) continue;
    if (expId === 0) out[featureKey] = flag.defaultVariationKey;
    else {
      const variation = flag.rules.find((r) => r.experimentId === expId)?.variationByExposition.find((v) => v.variationId === varId);
      if (variation) out[featureKey] = variation.variationKey;
    }
  }
  return out;
}

/** SHA-256 of a seed as a number in 0–1 (hex digest / 2^256), as the SDK's Hasher. */
export type HashDouble = (seed: string) => number;

export function variationByHash(list: readonly VariationByExposition[], hash: number): VariationByExposition | null {
  let total = 0;
  for (const item of list) {
    total += item.exposition;
    if (total >= hash) return item;
  }
  return null;
}

function conditionHolds(condition: Condition, visitor: Visitor): boolean {
  if (condition.targetingType !== 'CUSTOM_DATUM') return true; // as the SDK: an unsupported condition does not block
  const index = condition.customDataIndex ? Number(condition.customDataIndex) : -1;
  const value = visitor.customData[index];
  const match = (() => {
    switch (condition.valueMatchType) {
      case 'UNDEFINED':
        return value === undefined;
      case 'EXACT':
        return value !== undefined && value === condition.value;
      case 'CONTAINS':
        return value !== undefined && value.includes(condition.value ?? '');
      case 'AMONG_VALUES': {
        if (value === undefined) return false;
        try {
          return (JSON.parse(condition.value ?? '[]') as unknown[]).includes(value);
        } catch {
          return false;
        }
      }
      case 'TRUE':
        return value === 'true';
      case 'FALSE':
        return value === 'false';
      default:
        return false;
    }
  })();
  return condition.isInclude === false ? !match : match;
}

/** The SDK folds each level's conditions left to right (an OR where the flag says so, else AND). */
function fold<T>(items: readonly T[], ors: readonly boolean[], test: (item: T) => boolean): boolean {
  if (items.length === 0) return true;
  let result = test(items[0]!);
  for (let i = 1; i < items.length; i++) result = ors[i - 1] ? result || test(items[i]!) : result && test(items[i]!);
  return result;
}

export function segmentHolds(segment: Segment | null, visitor: Visitor): boolean {
  if (!segment) return true;
  const { firstLevel, firstLevelOrOperators } = segment.conditionsData;
  return fold(firstLevel, firstLevelOrOperators, (group) => fold(group.conditions, group.orOperators, (c) => conditionHolds(c, visitor)));
}

function result(flag: FeatureFlag, variationKey: string, reason: Evaluation['reason'], ids: { variationId: number | null; experimentId: number | null } = { variationId: null, experimentId: null }): Evaluation {
  const variation = flag.variations.find((v) => v.key === variationKey);
  return {
    featureKey: flag.featureKey,
    variationKey,
    ...ids,
    active: variationKey !== OFF_VARIATION,
    variables: Object.fromEntries((variation?.variables ?? []).map((v) => [v.key, v.value])),
    reason,
  };
}

const inactive = (featureKey: string, reason: 'missing' | 'environment_off'): Evaluation => ({
  featureKey,
  variationKey: OFF_VARIATION,
  variationId: null,
  experimentId: null,
  active: false,
  variables: {},
  reason,
});

export function evaluateFlag(config: ClientConfiguration, featureKey: string, visitor: Visitor, hash: HashDouble): Evaluation {
  const flag = config.featureFlags.find((f) => f.featureKey === featureKey);
  if (!flag) return inactive(featureKey, 'missing');
  if (!flag.environmentEnabled) return inactive(featureKey, 'environment_off');

  const forced = visitor.forced?.[featureKey];
  if (forced && flag.variations.some((v) => v.key === forced)) return result(flag, forced, 'forced');

  const consentRequired = config.configuration.consentType === 'REQUIRED';
  const consented = !consentRequired || visitor.consent;
  const codeForHash = (flag.bucketingCustomDataIndex != null && visitor.customData[flag.bucketingCustomDataIndex]) || visitor.code;

  if (config.holdout) {
    const held = variationByHash(config.holdout.variationByExposition, hash(codeForHash + String(config.holdout.experimentId)));
    if (held && held.variationKey === 'in-holdout') return result(flag, flag.defaultVariationKey, 'holdout');
  }

  if (flag.mutuallyExclusiveGroup) {
    const group = config.featureFlags.filter((f) => f.mutuallyExclusiveGroup === flag.mutuallyExclusiveGroup).sort((a, b) => a.id - b.id);
    const at = Math.min(Math.floor(hash(codeForHash + flag.mutuallyExclusiveGroup) * group.length), group.length - 1);
    if (group[at] !== flag) return result(flag, flag.defaultVariationKey, 'me_group');
  }

  for (const rule of flag.rules) {
    if (!segmentHolds(rule.segment, visitor)) continue;
    const respool = rule.respoolTime ? String(rule.respoolTime) : '';
    if (hash(codeForHash + String(rule.id) + respool) <= rule.exposition) {
      // Without consent an experiment is not run (partial blocking): the default variation.
      if (!consented && rule.type === 'EXPERIMENTATION') break;
      const variation = variationByHash(rule.variationByExposition, hash(codeForHash + String(rule.experimentId) + respool));
      if (variation) return result(flag, variation.variationKey, 'rule', { variationId: variation.variationId, experimentId: rule.experimentId });
    }
    if (rule.type === 'TARGETED_DELIVERY') break;
  }
  return result(flag, flag.defaultVariationKey, 'default');
}
