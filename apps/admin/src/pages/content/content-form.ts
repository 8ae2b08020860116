/**
 * The editor's form over a stored content document: what a content editor changes by hand (texts
 * per language, a link, countries, one segment variant) and everything else (blocks, art, config)
 * kept as it was. `formOf` reads a document; `documentOf` writes the form back over it.
 */
import type { ContentDocument } from '@blush/shared/content';
import { COUNTRY_CODES, type CountryCode, LANGUAGES, type Language } from '@blush/shared/markets';

export type PerLanguage = Record<Language, string>;

export interface ContentForm {
  /** The entry's own title (page title; the name of a banner or overlay). */
  title: PerLanguage;
  /** The headline and body text of a banner or overlay; null for pages and layouts. */
  headline: PerLanguage | null;
  body: PerLanguage | null;
  linkLabel: PerLanguage;
  /** An in-app path (`/pages/beauty-pass`); empty for no link. */
  linkHref: string;
  /** Empty: every country. */
  countries: CountryCode[];
  /** One segment variant: shoppers in `segment` see `segmentHeadline` instead of the headline (or title). */
  segment: string;
  segmentHeadline: PerLanguage;
}

type Part = 'banner' | 'overlay';
type Translated = PerLanguage;

const empty = (): PerLanguage => ({ en: '', id: '', th: '', zh: '' });
const copy = (value: Translated | undefined): PerLanguage => ({ ...empty(), ...(value ?? {}) });
const filled = (value: PerLanguage): boolean => LANGUAGES.some((l) => value[l].trim() !== '');

function partOf(doc: ContentDocument): Part | null {
  if (doc.banner) return 'banner';
  if (doc.overlay) return 'overlay';
  return null;
}

export function formOf(doc: ContentDocument): ContentForm {
  const part = partOf(doc);
  const section = part ? doc[part] : undefined;
  const variant = doc.variants?.[0];
  const variantTitle = part ? variant?.fields[part]?.title : variant?.fields.title;
  return {
    title: copy(doc.title),
    headline: section ? copy(section.title) : null,
    body: section ? copy(section.body) : null,
    linkLabel: copy(section?.cta?.label),
    linkHref: section?.cta?.href ?? '',
    countries: doc.countries ? [...doc.countries] : [],
    segment: variant?.segments[0] ?? '',
    segmentHeadline: copy(variantTitle),
  };
}

/** The document with the form's values; a half-filled language is sent as is and the API says what is missing. */
export function documentOf(doc: ContentDocument, form: ContentForm): ContentDocument {
  const part = partOf(doc);
  const next: ContentDocument = { ...doc, title: { ...form.title } };
  if (form.countries.length) next.countries = COUNTRY_CODES.filter((c) => form.countries.includes(c));
  else delete next.countries;
  if (part && form.headline) {
    const section = { ...doc[part]! } as NonNullable<ContentDocument['banner']> & NonNullable<ContentDocument['overlay']>;
    section.title = { ...form.headline };
    if (form.body && filled(form.body)) section.body = { ...form.body };
    else if (part === 'banner') delete (section as { body?: Translated }).body;
    if (form.linkHref.trim()) section.cta = { href: form.linkHref.trim(), label: { ...form.linkLabel } };
    else delete section.cta;
    (next as Record<Part, unknown>)[part] = section;
  }
  const others = (doc.variants ?? []).slice(1);
  if (form.segment.trim()) {
    const fields = part ? { [part]: { ...(next[part] as object), title: { ...form.segmentHeadline } } } : { title: { ...form.segmentHeadline } };
    next.variants = [{ segments: [form.segment.trim()], fields }, ...others] as ContentDocument['variants'];
  } else if (others.length) next.variants = others;
  else delete next.variants;
  return next;
}

/** `datetime-local` value (the browser's time) → ISO; undefined when empty or not a time. */
export function isoFromLocal(value: string): string | undefined {
  if (!value) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}
