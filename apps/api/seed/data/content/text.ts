import type { Translated } from '@blush/shared/catalog';

/** A text in en, id, th, zh. */
export const t = (en: string, id: string, th: string, zh: string): Translated => ({ en, id, th, zh });

/** A link of a content document. */
export const link = (href: string, label: Translated) => ({ href, label });

/** Join paragraphs (and `## ` headings, `- ` list items) of a rich text, per language. */
export function paragraphs(...parts: readonly Translated[]): Translated {
  const join = (language: keyof Translated) => parts.map((p) => p[language]).join('\n\n');
  return { en: join('en'), id: join('id'), th: join('th'), zh: join('zh') };
}

/** Products and brands the demo content points at, read from the seeded catalogue. */
export interface CataloguePicks {
  topCategories: readonly string[];
  editorsPicks: readonly string[];
  skincare: readonly string[];
  makeup: readonly string[];
  lips: readonly string[];
  fragrance: readonly string[];
  popularBrands: readonly string[];
  newBrands: readonly string[];
}
