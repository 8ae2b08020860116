/**
 * CMS and landing pages `/pages/{slugUrl}/{topCategory?}/{category?}/{subCategory?}` (product guide §2):
 * the published entry `pages/…` of the content API; a malformed path or a page the API does not
 * have (or not in this country) is the 404 page. Nested pages get a breadcrumb of their parents.
 */
import { useRouteLoaderData } from 'react-router';
import { type ContentEntryList, contentEntryListSchema, pageEntryKey } from '@blush/shared/content';
import type { CategoryNode } from '@blush/shared/contracts';
import { useTranslation } from '../lib/i18n.ts';
import type { Route } from './+types/cms-page';
import { UiLink } from '../components/ui/UiLink.tsx';
import { entryMeta, fetchEntry, loadBlockData } from '../features/content/content.server.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';
import { PageBlocks } from './page-blocks.tsx';

/** Titles of the parent pages of a nested page, from the list of published pages. */
function trailOf(key: string, list: ContentEntryList | null): Array<{ path: string; title: string }> {
  if (!list) return [];
  const parts = key.split('/');
  const trail: Array<{ path: string; title: string }> = [];
  for (let n = 2; n < parts.length; n++) {
    const parentKey = parts.slice(0, n).join('/');
    const parent = list.entries.find((e) => e.key === parentKey);
    if (parent?.path) trail.push({ path: parent.path, title: parent.title });
  }
  return trail;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const key = pageEntryKey([params.slugUrl, params.topCategory, params.category, params.subCategory]);
  if (!key) notFound();
  const api = serverApi(context);
  try {
    const nested = key.split('/').length > 2;
    const [entry, list] = await Promise.all([
      fetchEntry(api, key),
      nested ? api.get('/contentful/content-entries', { schema: contentEntryListSchema }).catch(() => null) : Promise.resolve(null),
    ]);
    return { entry, data: await loadBlockData(api, entry.blocks), trail: trailOf(key, list), ...entryMeta(entry) };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.title, loaderData?.description ? { description: loaderData.description } : {});

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const layout = useRouteLoaderData('routes/layouts/default') as { categories: CategoryNode[] } | undefined;
  const { entry, data, trail } = loaderData;
  const breadcrumb = trail.length ? (
    <nav aria-label={t('a11y.breadcrumb')} className="mb-4 text-sm text-neutral-600">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((crumb) => (
          <li key={crumb.path} className="after:ml-2 after:text-neutral-400 after:content-['/']">
            <UiLink to={crumb.path} className="underline-offset-4 hover:underline">
              {crumb.title}
            </UiLink>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-black">
          {entry.title}
        </li>
      </ol>
    </nav>
  ) : null;
  return (
    <article data-testid="cms-page" data-entry={entry.key}>
      {breadcrumb && entry.blocks[0]?.type === 'hero' ? <div className="mx-auto max-w-screen-2xl px-4 pt-4 sm:px-6">{breadcrumb}</div> : null}
      <PageBlocks entry={entry} data={data} categories={layout?.categories ?? []} header={entry.blocks[0]?.type === 'hero' ? null : breadcrumb} />
    </article>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
