/** The bag (a later issue): an honest empty bag. Page-view analytics are disabled here (SPEC.md §2). */
import { useTranslation } from '../lib/i18n.ts';
import type { Route } from './+types/cart';
import { UiIcon } from '../components/ui/UiIcon.tsx';
import { UiLink } from '../components/ui/UiLink.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { requestT } from '../lib/request-context.server.ts';
import { pageMeta } from '../lib/seo.ts';

export const handle = { analytics: false };

export function loader({ context }: Route.LoaderArgs) {
  return { title: requestT(context)('cart.title') };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

export default function CartPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-screen-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{t('cart.title')}</h1>
      <div className="mt-8 flex flex-col items-center border border-neutral-200 px-6 py-16 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-blush-100">
          <UiIcon name="bag" size={30} />
        </span>
        <h2 className="mt-6 text-xl font-semibold">{t('cart.empty_title')}</h2>
        <p className="mt-2 max-w-sm text-neutral-600">{t('cart.empty_body')}</p>
        <UiLink to="/" className="mt-8 inline-flex h-12 items-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
          {t('cart.continue')}
        </UiLink>
      </div>
    </section>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
