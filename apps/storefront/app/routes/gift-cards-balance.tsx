/** `/gift-cards/balance`: a gift card's balance and expiry from its number and PIN (`features/gift-cards`). Private: not stored by a cache, not indexed. */
import type { Route } from './+types/gift-cards-balance';
import { UiBreadcrumbs } from '../components/ui/UiBreadcrumbs.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { GiftCardBalanceForm } from '../features/gift-cards/components/GiftCardBalanceForm.tsx';
import { I18nScope, useTranslation } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../lib/page-headers.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export function loader({ context }: Route.LoaderArgs) {
  const t = requestT(context);
  return { title: t('gift_cards.balance.title'), parent: t('gift_cards.title'), messages: scopedMessages(requestLocale(context).language, ['gift_cards']) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export function headers(): HeadersInit {
  return PRIVATE_PAGE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { noindex: true });

function Intro() {
  const { t } = useTranslation();
  return <p className="mt-3 max-w-2xl text-base text-neutral-700">{t('gift_cards.balance.intro')}</p>;
}

export default function GiftCardBalancePage({ loaderData }: Route.ComponentProps) {
  const { title, parent, messages } = loaderData;
  return (
    <I18nScope messages={messages}>
      <section className="mx-auto max-w-screen-xl px-4 py-6 sm:px-6 sm:py-8" aria-labelledby="gift-card-balance-title" data-testid="gift-card-balance-page">
        <UiBreadcrumbs items={[{ label: parent, to: '/gift-cards' }, { label: title }]} />
        <h1 id="gift-card-balance-title" className="mt-4 text-3xl font-black uppercase tracking-[0.12em] sm:text-4xl">
          {title}
        </h1>
        <Intro />
        <div className="mt-8">
          <GiftCardBalanceForm />
        </div>
      </section>
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
