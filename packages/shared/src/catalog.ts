import type { Language } from './markets.ts';

/** A text in every interface language. */
export type Translated = Readonly<Record<Language, string>>;

/** Product badges of product guide §1. */
export const BADGES = ['coming_soon', 'priority_access', 'app_exclusive', 'on_sale'] as const;
export type Badge = (typeof BADGES)[number];

/**
 * A product with this badge is sold only in the Blush app: the web shows where to get the app
 * instead of "Add to bag", and the API refuses to add it to a web bag (`app_exclusive`).
 */
export const APP_ONLY_BADGE: Badge = 'app_exclusive';

/** Where the Blush app is downloaded (the web's app prompt). */
export const APP_DOWNLOAD_LINKS = {
  appStore: 'https://apps.apple.com/app/blush-beauty/id6450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.blush.beauty',
} as const;

/** Art kinds the media route can draw for a product image. */
export const PRODUCT_ART = ['lipstick', 'gloss', 'bottle', 'dropper', 'jar', 'tube', 'palette', 'compact', 'pencil', 'mascara', 'brush', 'perfume', 'sponge', 'pillowcase'] as const;
export type ProductArt = (typeof PRODUCT_ART)[number];
