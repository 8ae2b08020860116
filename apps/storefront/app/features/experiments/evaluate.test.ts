/**
 * Evaluation order and bucketing (product guide §4, §9): SHA-256 scaled to 0–1; forced variation,
 * holdout, mutually exclusive group, rules in order, default; off is inactive; an unknown flag or an
 * environment that is off is inactive. The server's evaluator must agree with the SDK the browser
 * runs, visitor by visitor, or the hero would flicker: checked against @kameleoon/javascript-sdk.
 */
import { createHash } from 'node:crypto';
import { CustomData, KameleoonClient } from '@kameleoon/javascript-sdk';
import { describe, expect, it } from 'vitest';
import { SIMULATION_COOKIE, type Visitor, evaluateFlag, segmentHolds, simulatedVariations, variationByHash } from './evaluate.ts';
import { sha256Double } from './experiments.server.ts';
import { fixtureConfig } from './test/fixture.ts';
import { generateVisitorCode } from './visitor-code.ts';

const visitor = (code: string, over: Partial<Visitor> = {}): Visitor => ({ code, consent: true, customData: { 3: 'SG' }, ...over });

describe('bucketing', () => {
  it('is the SHA-256 digest read as a 256-bit number over 2^256: in 0–1, stable, spread evenly', () => {
    const hex = createHash('sha256').update('abc').digest('hex');
    expect(sha256Double('abc')).toBe(parseInt(hex, 16) / 2 ** 256);
    expect(sha256Double('abc')).toBeCloseTo(0xba7816bf / 2 ** 32, 9); // the digest starts ba7816bf
    const values = Array.from({ length: 4000 }, (_, i) => sha256Double(`visitor${i}11`));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const low = values.filter((v) => v < 0.5).length / values.length;
    expect(low).toBeGreaterThan(0.46);
    expect(low).toBeLessThan(0.54);
  });

  it('picks the variation whose cumulative exposure first reaches the hash', () => {
    const list = [
      { variationKey: 'a', variationId: 1, exposition: 0.25 },
      { variationKey: 'b', variationId: 2, exposition: 0.75 },
    ];
    expect(variationByHash(list, 0.25)?.variationKey).toBe('a');
    expect(variationByHash(list, 0.2500001)?.variationKey).toBe('b');
    expect(variationByHash([{ variationKey: 'a', variationId: 1, exposition: 0 }], 0.5)).toBeNull();
  });
});

describe('evaluation order', () => {
  const config = fixtureConfig({ holdout: 0 });
  const fixed = (values: Record<string, number>, fallback = 0.99) => (seed: string) => values[seed] ?? fallback;

  it('a forced variation wins over everything', () => {
    const result = evaluateFlag(fixtureConfig({ holdout: 1 }), 'hero', visitor('v1', { forced: { hero: 'spotlight' } }), () => 0);
    expect(result).toMatchObject({ variationKey: 'spotlight', reason: 'forced', active: true });
  });

  it('a visitor in the holdout gets the default (off: inactive) before any rule', () => {
    const result = evaluateFlag(fixtureConfig({ holdout: 0.5 }), 'hero', visitor('v1'), fixed({ v1900: 0.3 }, 0.01));
    expect(result).toMatchObject({ variationKey: 'off', reason: 'holdout', active: false });
  });

  it('a mutually exclusive group lets the visitor into one of its flags only', () => {
    const hash = fixed({ v1promo: 0.1 }, 0.5); // index 0 of [me_2, me_3]
    expect(evaluateFlag(config, 'me_2', visitor('v1'), hash)).toMatchObject({ variationKey: 'on', reason: 'rule' });
    expect(evaluateFlag(config, 'me_3', visitor('v1'), hash)).toMatchObject({ variationKey: 'off', reason: 'me_group', active: false });
  });

  it('rules in order: targeting, then exposure, then the variation; a later targeted delivery; else the default', () => {
    // Targeted (SG) and exposed (0.5 ≤ 0.8): the experiment's variation by the experiment hash.
    expect(evaluateFlag(config, 'hero', visitor('v1'), fixed({ v111: 0.5, v1101: 0.7 }))).toMatchObject({ variationKey: 'spotlight', variationId: 1002, experimentId: 101 });
    // Not exposed (0.9 > 0.8): on to the targeted delivery rule.
    expect(evaluateFlag(config, 'hero', visitor('v1'), fixed({ v111: 0.9, v112: 0.1, v1102: 0.1 }))).toMatchObject({ variationKey: 'classic', experimentId: 102 });
    // Not targeted (country MY): the first rule is skipped.
    expect(evaluateFlag(config, 'hero', visitor('v1', { customData: { 3: 'MY' } }), fixed({ v111: 0.1, v112: 0.1, v1102: 0.1 }))).toMatchObject({ experimentId: 102 });
    // Targeted delivery not exposed: the default, no later rule.
    expect(evaluateFlag(config, 'hero', visitor('v1', { customData: {} }), fixed({ v112: 0.99 }, 0.99))).toMatchObject({ variationKey: 'off', reason: 'default', active: false });
  });

  it('without consent an experiment rule is not run (the default), a targeted delivery still is', () => {
    const required = fixtureConfig({ consentType: 'REQUIRED', holdout: 0 });
    expect(evaluateFlag(required, 'hero', visitor('v1', { consent: false }), fixed({ v111: 0.1 }, 0.1))).toMatchObject({ variationKey: 'off', reason: 'default' });
    expect(evaluateFlag(required, 'me_2', visitor('v1', { consent: false }), fixed({ v1promo: 0.1 }, 0.1))).toMatchObject({ variationKey: 'on' });
  });

  it('an unknown flag or one whose environment is off is inactive', () => {
    expect(evaluateFlag(config, 'nope', visitor('v1'), sha256Double)).toMatchObject({ active: false, reason: 'missing' });
    expect(evaluateFlag(config, 'disabled', visitor('v1'), sha256Double)).toMatchObject({ active: false, reason: 'environment_off' });
  });

  it('reads a segment as the SDK does: include, exclude and left-to-right AND/OR', () => {
    const condition = (value: string, isInclude = true) => ({ targetingType: 'CUSTOM_DATUM', isInclude, customDataIndex: '3', valueMatchType: 'EXACT', value });
    const segment = (ors: boolean[], conditions: ReturnType<typeof condition>[]) => ({ conditionsData: { firstLevelOrOperators: [], firstLevel: [{ orOperators: ors, conditions }] } });
    expect(segmentHolds(segment([true], [condition('TH'), condition('SG')]), visitor('v'))).toBe(true);
    expect(segmentHolds(segment([false], [condition('TH'), condition('SG')]), visitor('v'))).toBe(false);
    expect(segmentHolds(segment([], [condition('SG', false)]), visitor('v'))).toBe(false);
  });
});

describe('the server agrees with the SDK the browser runs', () => {
  it('a simulated variation (the simulation cookie) is forced the same way on both sides', async () => {
    const config = fixtureConfig({ holdout: 0 });
    const json = JSON.stringify({ hero: { expId: 101, varId: 1002 }, me_2: { expId: 0 }, nope: { expId: 1, varId: 1 }, me_3: { expId: 'x' } });
    const forced = simulatedVariations(config, json);
    expect(forced).toEqual({ hero: 'spotlight', me_2: 'off' });
    const sdk = await sdkWith(config, (key) => (key === SIMULATION_COOKIE ? encodeURIComponent(json) : null));
    for (let i = 0; i < 20; i++) {
      const code = generateVisitorCode();
      sdk.getVisitorCode(code);
      for (const flag of ['hero', 'me_2']) {
        expect(sdk.getVariation({ visitorCode: code, featureKey: flag, track: false }).key).toBe(evaluateFlag(config, flag, visitor(code, { forced }), sha256Double).variationKey);
      }
    }
    expect(simulatedVariations(config, 'not json')).toEqual({});
  });

  async function sdkWith(config: unknown, getData: (key: string) => string | null = () => null) {
    const json = JSON.stringify(config);
    const memory = new Map<string, unknown>();
    const client = new KameleoonClient({
      siteCode: 'blushdemo1',
      configuration: { environment: 'development', updateInterval: 60 },
      externals: {
        storage: { read: (key: string) => (memory.get(key) ?? null) as never, write: (key: string, value: unknown) => void memory.set(key, value) },
        requester: { sendRequest: async () => new Response(json, { status: 200, headers: { 'content-type': 'application/json' } }) } as never,
        visitorCodeManager: { getData, setData: () => undefined },
      },
    });
    await client.initialize();
    return client;
  }

  it.each([
    ['consent not required', fixtureConfig({ holdout: 0.2 }), true],
    ['consent required, not given', fixtureConfig({ consentType: 'REQUIRED', holdout: 0.2 }), false],
  ])('for 300 visitors and every flag (%s)', async (_name, config, consent) => {
    const sdk = await sdkWith(config);
    let spotlight = 0;
    for (let i = 0; i < 300; i++) {
      const code = generateVisitorCode();
      const country = i % 3 === 0 ? 'MY' : 'SG';
      sdk.addData(code, new CustomData(3, country));
      if (config.configuration.consentType === 'REQUIRED') sdk.setLegalConsent(code, consent);
      for (const flag of ['hero', 'me_2', 'me_3']) {
        const ours = evaluateFlag(config, flag, { code, consent, customData: { 3: country } }, sha256Double);
        const theirs = sdk.getVariation({ visitorCode: code, featureKey: flag, track: false });
        expect(ours.variationKey, `${flag} for ${code}`).toBe(theirs.key);
        if (flag === 'hero' && ours.variationKey === 'spotlight') spotlight += 1;
      }
    }
    if (consent) expect(spotlight).toBeGreaterThan(30);
  });
});
