/**
 * The home hero A/B experiment (flag `home_hero`, decision 0027): the variation's `tone` and `art`
 * variables restyle the homepage's leading hero block; the words stay the editors'. An inactive
 * flag (off, unknown, service down) or a variable outside the known values leaves the hero as edited.
 */
import type { ContentBlockOf, ContentEntry } from '@blush/shared/content';

// Type-only use of the content module: its values would bring zod into the home page's first load.
type Hero = ContentBlockOf<'hero'>;
const HERO_TONES = ['blush', 'noir', 'gold', 'sage'] as const satisfies readonly Hero['tone'][];
const HERO_ART = ['vanity', 'lipsticks', 'bottles', 'palette'] as const satisfies readonly Hero['art'][];

const isTone = (value: unknown): value is (typeof HERO_TONES)[number] => (HERO_TONES as readonly unknown[]).includes(value);
const isArt = (value: unknown): value is (typeof HERO_ART)[number] => (HERO_ART as readonly unknown[]).includes(value);

/** The flag's evaluation as the experiments feature gives it (the route passes it in). */
export interface HeroFlag {
  active: boolean;
  variables: Readonly<Record<string, unknown>>;
}

export function withHeroVariant<E extends Pick<ContentEntry, 'blocks'>>(entry: E, hero: HeroFlag): E {
  const first = entry.blocks[0];
  if (!hero.active || first?.type !== 'hero') return entry;
  const { tone, art } = hero.variables;
  const styled = { ...first, ...(isTone(tone) ? { tone } : {}), ...(isArt(art) ? { art } : {}) };
  return { ...entry, blocks: [styled, ...entry.blocks.slice(1)] };
}
