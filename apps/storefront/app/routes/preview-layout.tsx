/** `/preview/layout`: the draft site layout (promo bar and footer around the page, the rest listed). */
import { useTranslation } from '../lib/i18n.ts';
import type { Route } from './+types/preview-layout';
import { ContentLayoutSummary } from '../features/content/components/ContentLayoutSummary.tsx';
import { fetchSiteLayout, previewContext } from '../features/content/content.server.ts';
import { isSecureRequest } from '../lib/locale-middleware.server.ts';
import { requestLocale, requestT, serverApi } from '../lib/request-context.server.ts';
import { notFound } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { PREVIEW_HEADERS } from '../features/content/preview.ts';

export function headers(): HeadersInit {
  return PREVIEW_HEADERS;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const preview = previewContext(request, url, requestLocale(context).language, isSecureRequest(request));
  const layout = await fetchSiteLayout(serverApi(context), preview);
  if (!layout) notFound();
  return { title: requestT(context)('preview.layout_title'), layout };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function PreviewLayoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { layout } = loaderData;
  return (
    <section className="mx-auto max-w-screen-xl px-4 py-12 sm:px-6" data-testid="preview-layout">
      <h1 className="text-3xl font-semibold tracking-tight">{t('preview.layout_title')}</h1>
      <p className="mt-3 max-w-2xl text-neutral-600">{t('preview.layout_body')}</p>
      <p className="mt-2 text-sm text-neutral-500">
        {layout.status === 'draft' ? t('preview.status_draft') : t('preview.status_published')}
      </p>
      <ContentLayoutSummary layout={layout} />
    </section>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
