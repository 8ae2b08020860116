import { useTranslation } from 'react-i18next';
import type { Route } from './+types/preview-layout';
import { UiLink } from '../components/ui/UiLink.tsx';
import { requestT } from '../lib/request-context.server.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { title: requestT(context)('preview.layout_title') };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function PreviewLayoutPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{t('preview.layout_title')}</h1>
      <p className="mt-4 text-neutral-600">{t('preview.layout_body')}</p>
      <UiLink to="/" className="mt-8 inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white">
        {t('not_found.back_home')}
      </UiLink>
    </section>
  );
}
