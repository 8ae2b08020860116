import { describe, expect, it } from 'vitest';
import { addMonths, addWorkingDays, purchasePoints, tierAtReview, tierForSpend, tierStatus } from './loyalty.ts';

const base = { country: 'SG' as const, lastChange: null, today: '2026-11-21' };

describe('tier status and messages (product guide §4)', () => {
  it('shows progress towards the next tier with the amount still needed', () => {
    const s = tierStatus({ ...base, tier: 'pink', tierSince: '2026-03-01', spend12m: 228_00, spendTowardsReview: 228_00 });
    expect(s).toMatchObject({ next: 'white', nextThreshold: 300_00, amountToNext: 72_00 });
    expect(s.progress).toBeCloseTo(0.76);
    expect(s.message).toEqual({ kind: 'in_progress', next: 'white', amountNeeded: 72_00, reviewDate: '2027-03-01' });
  });

  it('says "just upgraded" for 30 days after an upgrade, then shows progress', () => {
    const change = { from: 'white' as const, to: 'black' as const, on: '2026-11-01' };
    expect(tierStatus({ ...base, tier: 'black', tierSince: '2026-11-01', lastChange: change, spend12m: 1_100_00, spendTowardsReview: 0 }).message).toEqual({ kind: 'just_upgraded', tier: 'black', since: '2026-11-01' });
    const later = tierStatus({ ...base, today: '2026-12-01', tier: 'black', tierSince: '2026-11-01', lastChange: change, spend12m: 1_100_00, spendTowardsReview: 0 });
    expect(later.message).toEqual({ kind: 'in_progress', next: 'gold', amountNeeded: 1_400_00, reviewDate: '2027-11-01' });
  });

  it('says "just downgraded" after a review that lowered the tier', () => {
    const s = tierStatus({ ...base, tier: 'white', tierSince: '2026-11-10', lastChange: { from: 'black', to: 'white', on: '2026-11-10' }, spend12m: 400_00, spendTowardsReview: 0 });
    expect(s.message).toEqual({ kind: 'just_downgraded', tier: 'white', from: 'black', since: '2026-11-10' });
  });

  it('warns in the last 60 days before the review with the days left and the spend needed before the date', () => {
    const s = tierStatus({ ...base, tier: 'black', tierSince: '2025-12-16', spend12m: 1_000_00, spendTowardsReview: 650_00 });
    expect(s.message).toEqual({ kind: 'downgrade_warning', tier: 'black', daysLeft: 25, amountNeeded: 350_00, before: '2026-12-16' });
  });

  it('says "keep tier" when the spend that counts at the review reaches the tier, and "max tier" for Gold', () => {
    expect(tierStatus({ ...base, tier: 'white', tierSince: '2025-12-16', spend12m: 500_00, spendTowardsReview: 500_00 }).message).toEqual({ kind: 'keep_tier', tier: 'white', until: '2027-12-16' });
    expect(tierStatus({ ...base, tier: 'gold', tierSince: '2025-12-16', spend12m: 2_600_00, spendTowardsReview: 2_600_00 }).message).toEqual({ kind: 'max_tier', until: '2027-12-16' });
    expect(tierStatus({ ...base, tier: 'gold', tierSince: '2026-06-16', spend12m: 2_600_00, spendTowardsReview: 900_00 }).message).toEqual({ kind: 'max_tier', until: '2027-06-16' });
  });

  it('reaches tiers by the thresholds of the country and reviews to the tier the spend reaches', () => {
    expect(tierForSpend('SG', 299_99)).toBe('pink');
    expect(tierForSpend('SG', 300_00)).toBe('white');
    expect(tierForSpend('TH', 60_000_00)).toBe('gold');
    expect(tierForSpend('ID', 9_999_999_00)).toBe('white');
    expect(tierAtReview('SG', 'gold', 2_500_00)).toBe('gold');
    expect(tierAtReview('SG', 'gold', 1_200_00)).toBe('black');
    expect(tierAtReview('SG', 'black', 10_00)).toBe('pink');
  });
});

describe('dates and points', () => {
  it('counts working days over weekends (Friday + 3 = Wednesday)', () => {
    expect(addWorkingDays('2026-11-20', 3)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-21', 3)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-23', 3)).toBe('2026-11-26');
  });

  it('adds months clamping to the end of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2025-05-31', 18)).toBe('2026-11-30');
  });

  it('earns purchase points per unit of currency with the tier multiplier, rounded down', () => {
    expect(purchasePoints('SG', 48_99, 'pink')).toBe(48);
    expect(purchasePoints('SG', 100_00, 'gold')).toBe(150);
    expect(purchasePoints('ID', 850_000_00, 'white')).toBe(85);
    expect(purchasePoints('TH', 24_99, 'pink')).toBe(0);
  });
});
