import type { Language } from './markets.ts';

/** A text in every interface language. */
export type Translated = Readonly<Record<Language, string>>;

/** Product badges of SPEC.md §1. */
export const BADGES = ['coming_soon', 'priority_access', 'app_exclusive', 'on_sale'] as const;
export type Badge = (typeof BADGES)[number];

/** Art kinds the media route can draw for a product image. */
export const PRODUCT_ART = ['lipstick', 'gloss', 'bottle', 'dropper', 'jar', 'tube', 'palette', 'compact', 'pencil', 'mascara', 'brush', 'perfume', 'sponge', 'pillowcase'] as const;
export type ProductArt = (typeof PRODUCT_ART)[number];
