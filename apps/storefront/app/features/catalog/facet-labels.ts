/**
 * Names of facet values. Brand and category names come translated from the API; codes (finish,
 * skin type, shade family …) are translated here from `filters.value.<facet>.<code>`, falling back to
 * the API's label for a code the locale files do not know yet.
 */
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

export type FacetKey =
  | 'brand' | 'category' | 'shade' | 'badge' | 'rating_min'
  | 'skin_type' | 'finish' | 'coverage' | 'concern' | 'formulation' | 'scent_family';

/** Facets whose values are codes the storefront translates. */
const CODE_FACETS: ReadonlySet<FacetKey> = new Set(['shade', 'skin_type', 'finish', 'coverage', 'concern', 'formulation', 'scent_family']);

/** The order of the filter groups on a listing. */
export const FACET_ORDER: readonly FacetKey[] = [
  'category', 'brand', 'shade', 'rating_min', 'badge', 'finish', 'coverage', 'skin_type', 'concern', 'formulation', 'scent_family',
];

/** Colour dots of the shade families (`variants.shade_family`). */
export const SHADE_COLOURS: Readonly<Record<string, string>> = {
  red: '#c0262d',
  pink: '#e889a8',
  nude: '#d8ae92',
  brown: '#7a4a2c',
  berry: '#8a2450',
  coral: '#f07a64',
  orange: '#ef8a2c',
  purple: '#7a4aa0',
  black: '#1a1a1a',
  fair: '#f5dfcc',
  light: '#ecc9a8',
  medium: '#c99670',
  tan: '#ae7650',
  deep: '#5e3a26',
  gold: '#d2a93c',
  silver: '#c4c7cc',
  clear: 'transparent',
  blue: '#2f64c8',
  green: '#3a8a57',
  white: '#ffffff',
};

export function useFacetLabel(): (key: FacetKey, value: string, label?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (key, value, label) => {
      if (key === 'badge') return t(`product.badge.${value}`, { defaultValue: label ?? value });
      if (key === 'rating_min') return t('filters.rating_up', { rating: value });
      if (CODE_FACETS.has(key)) return t(`filters.value.${key}.${value}`, { defaultValue: label ?? value });
      return label ?? value;
    },
    [t],
  );
}
