import { describe, expect, it, vi } from 'vitest';
import type { SmartLinkExemption } from '@blush/shared/content';
import { EXEMPTION_CHECK_FAILED, isExemptedPath, matchesExemption } from './exempted-paths.ts';

const SEED: SmartLinkExemption[] = [
  { type: 'startsWith', value: '/preview' },
  { type: 'startsWith', value: '/sandbox' },
  { type: 'absolute', value: '/cart' },
  { type: 'regex', value: '^/orders/[^/]+/(confirmation|payment_pending|payment_failed|payment_instruction)$' },
];

describe('matchesExemption', () => {
  it('absolute: the path exactly', () => {
    expect(matchesExemption('/cart', { type: 'absolute', value: '/cart' })).toBe(true);
    expect(matchesExemption('/cart/', { type: 'absolute', value: '/cart' })).toBe(false);
    expect(matchesExemption('/cartier', { type: 'absolute', value: '/cart' })).toBe(false);
  });
  it('startsWith: a prefix', () => {
    expect(matchesExemption('/sandbox/orders', { type: 'startsWith', value: '/sandbox' })).toBe(true);
    expect(matchesExemption('/products/sandbox', { type: 'startsWith', value: '/sandbox' })).toBe(false);
  });
  it('regex: tested on the path', () => {
    const entry = SEED[3]!;
    expect(matchesExemption('/orders/abc-1/confirmation', entry)).toBe(true);
    expect(matchesExemption('/orders/abc-1', entry)).toBe(false);
    expect(matchesExemption('/products/glow', { type: 'regex', value: 'glow$' })).toBe(true);
  });
  it('throws for a regex that does not compile', () => {
    expect(() => matchesExemption('/', { type: 'regex', value: '([' })).toThrow(SyntaxError);
  });
});

describe('isExemptedPath', () => {
  it('checks the layout’s list, reporting nothing when all is well', () => {
    const report = vi.fn();
    expect(isExemptedPath('/cart', SEED, report)).toBe(true);
    expect(isExemptedPath('/preview/pages/x', SEED, report)).toBe(true);
    expect(isExemptedPath('/orders/o-1/payment_failed', SEED, report)).toBe(true);
    expect(isExemptedPath('/products/glow', SEED, report)).toBe(false);
    expect(isExemptedPath('/', [], report)).toBe(false);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a failed check as product guide §8 words it and counts that entry as not exempting', () => {
    const report = vi.fn();
    const broken: SmartLinkExemption[] = [{ type: 'regex', value: '([' }, { type: 'regex', value: '*' }];
    expect(isExemptedPath('/products/glow', broken, report)).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    const [error, context] = report.mock.calls[0]!;
    expect((error as Error).message).toBe(EXEMPTION_CHECK_FAILED);
    expect(EXEMPTION_CHECK_FAILED).toBe('Something went wrong while checking for exempted routes.');
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
    expect(context).toEqual({ path: '/products/glow', exemptions: 2 });
    // The entries that work still count.
    expect(isExemptedPath('/cart', [...broken, { type: 'absolute', value: '/cart' }], report)).toBe(true);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('reports through the error reporter by default', async () => {
    const reporter = await import('../error-reporting/report.ts');
    const notify = vi.fn();
    reporter.resetReporterForTests();
    reporter.attachReporter({ notify, leaveBreadcrumb: vi.fn() });
    expect(isExemptedPath('/x', [{ type: 'regex', value: '(' }])).toBe(false);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: EXEMPTION_CHECK_FAILED }), { path: '/x', exemptions: 1 });
    reporter.resetReporterForTests();
  });
});
