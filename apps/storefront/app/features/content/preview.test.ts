import { describe, expect, it } from 'vitest';
import { livePathOf } from './preview.ts';

describe('livePathOf', () => {
  it('maps preview paths to the live pages', () => {
    expect(livePathOf('/preview/pages/beauty-edit/makeup')).toBe('/pages/beauty-edit/makeup');
    expect(livePathOf('/preview/homepage')).toBe('/');
    expect(livePathOf('/preview/homepage/summer-glow')).toBe('/pages/summer-glow');
    expect(livePathOf('/preview/brands/nars')).toBe('/brands/nars');
    expect(livePathOf('/preview/layout/')).toBe('/');
    expect(livePathOf('/preview/overlay/welcome')).toBe('/');
    expect(livePathOf('/previewer')).toBeNull();
    expect(livePathOf('/pages/x')).toBeNull();
  });
});
