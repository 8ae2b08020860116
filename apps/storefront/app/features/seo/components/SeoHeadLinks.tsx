/**
 * `<link rel="canonical">` and the `hreflang` alternates of the current page, in the document head.
 * None on pages kept out of search engines, nor on error pages (a route whose loader failed has
 * no data: every page route has a loader).
 */
import { useMatches } from 'react-router';
import type { CountryCode, Language } from '@blush/shared/markets';
import { alternateLinks, canonicalUrl, isIndexable } from '../seo-urls.ts';

export function SeoHeadLinks({ country, language, pathname }: { country: CountryCode; language: Language; pathname: string }) {
  const matches = useMatches();
  const page = matches.at(-1);
  if (!isIndexable(pathname) || !page || page.loaderData === undefined) return null;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(country, language, pathname)} />
      {alternateLinks(pathname).map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}
