/** Experiment significance against values computed independently (SciPy's norm, the Wilson and pooled z-test formulas). */
import { describe, expect, it } from 'vitest';
import { MIN_VISITORS, conversionRate, normalCdf, versusControl } from './significance.ts';

describe('experiment significance', () => {
  it('computes the standard normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021, 6);
    expect(normalCdf(-3)).toBeCloseTo(0.0013499, 6);
    expect(normalCdf(0.5)).toBeCloseTo(0.6914625, 6);
  });

  it('gives the conversion rate with its 95 % Wilson interval, kept within 0–100 %', () => {
    expect(conversionRate({ visitors: 200, converted: 10 })).toEqual({ value: 0.05, low: expect.closeTo(0.0273826, 6), high: expect.closeTo(0.0895781, 6) });
    expect(conversionRate({ visitors: 1000, converted: 250 })).toEqual({ value: 0.25, low: expect.closeTo(0.2241531, 6), high: expect.closeTo(0.2777603, 6) });
    expect(conversionRate({ visitors: 150, converted: 0 })).toEqual({ value: 0, low: expect.closeTo(0, 9), high: expect.closeTo(0.0249702, 6) });
    expect(conversionRate({ visitors: 150, converted: 150 })).toEqual({ value: 1, low: expect.closeTo(0.9750298, 6), high: expect.closeTo(1, 9) });
  });

  it('tests a variation against the control with a two-proportion z-test', () => {
    const small = versusControl({ visitors: 200, converted: 10 }, { visitors: 100, converted: 8 });
    expect(small).toEqual({ uplift: expect.closeTo(0.6, 9), z: expect.closeTo(1.0314212, 6), p_value: expect.closeTo(0.3023433, 6), significant: false });
    const clear = versusControl({ visitors: 1000, converted: 200 }, { visitors: 1000, converted: 250 });
    expect(clear).toEqual({ uplift: expect.closeTo(0.25, 9), z: expect.closeTo(2.6773978, 6), p_value: expect.closeTo(0.0074196, 6), significant: true });
    const worse = versusControl({ visitors: 4000, converted: 390 }, { visitors: 4000, converted: 320 });
    expect(worse).toMatchObject({ uplift: expect.closeTo(-0.1794872, 6), z: expect.closeTo(-2.7520106, 6), p_value: expect.closeTo(0.0059231, 6), significant: true });
    expect(versusControl({ visitors: 1000, converted: 100 }, { visitors: 1000, converted: 100 })).toEqual({ uplift: 0, z: 0, p_value: expect.closeTo(1, 6), significant: false });
  });

  it('claims nothing below the minimum sample, and nothing when no one or everyone converted', () => {
    expect(conversionRate({ visitors: MIN_VISITORS - 1, converted: 5 })).toBeNull();
    expect(versusControl({ visitors: 500, converted: 50 }, { visitors: MIN_VISITORS - 1, converted: 30 })).toBeNull();
    expect(versusControl({ visitors: MIN_VISITORS - 1, converted: 5 }, { visitors: 500, converted: 50 })).toBeNull();
    expect(versusControl({ visitors: 300, converted: 0 }, { visitors: 300, converted: 0 })).toEqual({ uplift: null, z: 0, p_value: 1, significant: false });
  });
});
