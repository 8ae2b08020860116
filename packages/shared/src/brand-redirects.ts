/** Old brand slugs and the current slug each redirects to (product guide §2). */
export const BRAND_SLUG_REDIRECTS: Readonly<Record<string, string>> = {
  anastasia: 'anastasia-beverly-hills',
  'giorgio-armani': 'armani-beauty',
  armani: 'armani-beauty',
  artis: 'artis-brush',
  'beauty-blender': 'beautyblender',
  burberry: 'burberry-beauty',
  'dr-dot-jart-plus': 'dr-jart',
  gucci: 'gucci-beauty',
  kopari: 'kopari-beauty',
  lixir: 'lixirskin',
  'marc-jacobs-fragrance': 'marc-jacobs-fragrances',
  milk: 'milk-makeup',
  milkshake: 'milk-shake',
  'thierry-mugler': 'mugler',
  'one-slash-size-beauty': 'one-size',
  'slip-silk-pillowcase': 'slip',
  'soleil-toujour': 'soleil-toujours',
  'star-skin': 'starskin',
  thisworks: 'this-works',
};

export function currentBrandSlug(slug: string): string | undefined {
  return BRAND_SLUG_REDIRECTS[slug.toLowerCase()];
}
