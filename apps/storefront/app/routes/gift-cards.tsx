/**
 * `/gift-cards`: buy a gift card in the country's currency (`features/gift-cards`): designs,
 * amounts, recipient, message and delivery day, into the bag. The designs and limits come with the
 * page (server-rendered); its texts (the `gift_cards` namespace) travel with the gift card pages only.
 */
import type { Route } from './+types/gift-cards';
import { UiBreadcrumbs } from '../components/ui/UiBreadcrumbs.tsx';
import { UiLink } from '../components/ui/UiLink.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { GiftCardPurchaseForm } from '../features/gift-cards/components/GiftCardPurchaseForm.tsx';
import { fetchGiftCardOptions } from '../features/gift-cards/gift-cards.server.ts';
import { useShowBag } from './gift-card-slots.tsx';
import { I18nScope, useTranslation } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { requestLocale, requestT, serverApi } from '../lib/request-context.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';
import { revalidateOnLocaleChange } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const t = requestT(context);
  try {
    const options = await fetchGiftCardOptions(serverApi(context));
    return { title: t('gift_cards.title'), description: t('gift_cards.description'), messages: scopedMessages(requestLocale(context).language, ['gift_cards']), options };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title, { description: loaderData?.description });

function Intro() {
  const { t } = useTranslation();
  return (
    <p className="mt-3 max-w-2xl text-base text-neutral-700">
      {t('gift_cards.intro')}{' '}
      <UiLink to="/gift-cards/balance" className="font-semibold underline underline-offset-4 hover:no-underline">
        {t('gift_cards.balance_link')}
      </UiLink>
    </p>
  );
}

export default function GiftCardsPage({ loaderData }: Route.ComponentProps) {
  const { title, messages, options } = loaderData;
  const showBag = useShowBag();
  return (
    <I18nScope messages={messages}>
      <section className="mx-auto max-w-screen-xl px-4 py-6 sm:px-6 sm:py-8" aria-labelledby="gift-cards-title" data-testid="gift-cards-page">
        <UiBreadcrumbs items={[{ label: title }]} />
        <h1 id="gift-cards-title" className="mt-4 text-3xl font-black uppercase tracking-[0.12em] sm:text-4xl">
          {title}
        </h1>
        <Intro />
        <div className="mt-8">
          <GiftCardPurchaseForm options={options} onAdded={showBag} />
        </div>
      </section>
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
