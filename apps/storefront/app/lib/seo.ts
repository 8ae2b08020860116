/** Page title ("{page title} | {site title}", product guide §9) and meta description for route `meta` exports. */
import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '@blush/shared/site';
import type { RootData } from './site.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function rootDataFrom(matches: ReadonlyArray<MatchLike | undefined>): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

export function pageMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  title: string | undefined,
  options: { description?: string; noindex?: boolean } = {},
): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  const fullTitle = root ? pageTitle(title, root.siteTitle) : title ?? 'Blush';
  const description = options.description ?? root?.description;
  return [
    { title: fullTitle },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:title', content: fullTitle },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
