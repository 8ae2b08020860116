/**
 * How sure an experiment's result is (issue 21): each variation's conversion rate with its 95 %
 * confidence interval (Wilson score interval: sound near 0 % and for small samples, never outside
 * 0–100 %), and each variation against the control: the relative uplift and a two-sided
 * two-proportion z-test (pooled standard error). Below `MIN_VISITORS` in either arm nothing is
 * claimed: the screen says "Not enough data yet". Pure functions; no database.
 */

/** Visitors an arm needs before its rate and comparison are shown. */
export const MIN_VISITORS = 100;
/** The two-sided 95 % level. */
export const SIGNIFICANCE_LEVEL = 0.05;
const Z_95 = 1.959963984540054;

export interface Arm {
  visitors: number;
  converted: number;
}

export interface RateInterval {
  value: number;
  low: number;
  high: number;
}

export interface VersusControl {
  /** (variation rate − control rate) / control rate; null when the control converted nobody. */
  uplift: number | null;
  z: number;
  p_value: number;
  significant: boolean;
}

/** The standard normal distribution function, through erfc (Numerical Recipes' Chebyshev fit, relative error below 1.2e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.5 * Math.abs(x)) / Math.SQRT2);
  const y = Math.abs(x) / Math.SQRT2;
  const erfc =
    t *
    Math.exp(
      -y * y - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

const enough = (a: Arm) => Number.isInteger(a.visitors) && a.visitors >= MIN_VISITORS && a.converted >= 0 && a.converted <= a.visitors;

/** The conversion rate with its 95 % Wilson interval; null below the minimum sample. */
export function conversionRate(a: Arm): RateInterval | null {
  if (!enough(a)) return null;
  const n = a.visitors;
  const p = a.converted / n;
  const z2 = Z_95 * Z_95;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (Z_95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A variation against the control; null below the minimum sample in either. */
export function versusControl(control: Arm, variation: Arm): VersusControl | null {
  if (!enough(control) || !enough(variation)) return null;
  const pc = control.converted / control.visitors;
  const pv = variation.converted / variation.visitors;
  const pooled = (control.converted + variation.converted) / (control.visitors + variation.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / variation.visitors));
  // Everyone or no one converted in both arms: no difference to test.
  const z = se === 0 ? 0 : (pv - pc) / se;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  return { uplift: pc === 0 ? null : (pv - pc) / pc, z, p_value: pValue, significant: pValue < SIGNIFICANCE_LEVEL };
}
