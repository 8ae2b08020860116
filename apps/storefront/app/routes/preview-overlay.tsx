/** `/preview/overlay/:id`: the draft of an overlay, opened straight away (and again on request). */
import { useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import type { Route } from './+types/preview-overlay';
import { ContentOverlay } from '../features/content/components/ContentOverlay.tsx';
import { fetchPreviewOverlay, previewContext } from '../features/content/content.server.ts';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { isSecureRequest } from '../lib/locale-middleware.server.ts';
import { requestLocale, requestT, serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';
import { PREVIEW_HEADERS } from '../features/content/preview.ts';

export function headers(): HeadersInit {
  return PREVIEW_HEADERS;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.id) || params.id.length > 80) notFound();
  const preview = previewContext(request, url, requestLocale(context).language, isSecureRequest(request));
  try {
    const overlay = await fetchPreviewOverlay(serverApi(context), params.id, preview);
    return { overlay, title: requestT(context)('preview.overlay_title') };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function PreviewOverlayPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-start justify-center px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">{t('preview.overlay_title')}</h1>
      <p className="mt-3 text-neutral-600">{t('preview.overlay_body', { name: loaderData.overlay.title })}</p>
      <button type="button" onClick={() => setShown((n) => n + 1)} className="mt-8 inline-flex h-12 items-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
        {t('preview.overlay_show')}
      </button>
      <ContentOverlay overlay={loaderData.overlay} preview showCount={shown} />
    </section>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
