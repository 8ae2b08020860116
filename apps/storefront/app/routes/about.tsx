/** About Blush: the retailer's story, in the four languages. */
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/about';
import { UiLink } from '../components/ui/UiLink.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { requestT } from '../lib/request-context.server.ts';
import { pageMeta } from '../lib/seo.ts';

const SECTIONS = ['curated', 'expert', 'rewards', 'local'] as const;

export function loader({ context }: Route.LoaderArgs) {
  const t = requestT(context);
  return { title: t('about.title'), description: t('about.lead') };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.title, loaderData ? { description: loaderData.description } : {});

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <article>
      <header className="bg-gradient-to-br from-blush-100 via-blush-50 to-white">
        <div className="mx-auto max-w-screen-lg px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-xs font-semibold uppercase tracking-[0.24em] text-blush-800">{t('about.eyebrow')}</p>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl">{t('about.title')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-neutral-700">{t('about.lead')}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-screen-lg gap-x-12 gap-y-12 px-4 py-14 sm:grid-cols-2 sm:px-6">
        {SECTIONS.map((key, index) => (
          <section key={key} aria-labelledby={`about-${key}`}>
            <p className="text-sm font-semibold tabular-nums text-blush-600" aria-hidden="true">
              0{index + 1}
            </p>
            <h2 id={`about-${key}`} className="mt-2 text-xl font-semibold tracking-tight">
              {t(`about.${key}_title`)}
            </h2>
            <p className="mt-3 leading-relaxed text-neutral-700">{t(`about.${key}_body`)}</p>
          </section>
        ))}
      </div>
      <div className="mx-auto max-w-screen-lg px-4 sm:px-6">
        <UiLink to="/" className="inline-flex h-12 items-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
          {t('about.cta')}
        </UiLink>
      </div>
    </article>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
