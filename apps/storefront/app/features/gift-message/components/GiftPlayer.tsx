/**
 * The recipient's page (`/gift/{token}`): the video with its poster and captions (a `<track>`),
 * with the browser's own accessible controls; or, for a link that was withdrawn, has expired or
 * does not exist, a clear message saying so.
 */
import type { GiftViewDto } from '@blush/shared/gift-message-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { useGiftDate } from './GiftLinkPanel.tsx';

export type GiftPageState = { kind: 'gift'; gift: GiftViewDto } | { kind: 'revoked' | 'expired' | 'not_found'; message: string };

export function GiftPlayer({ state }: { state: GiftPageState }) {
  const { t } = useTranslation();
  const { language } = useSiteLocale();
  const date = useGiftDate();

  if (state.kind !== 'gift') {
    return (
      <section aria-labelledby="gift-title" className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center" data-testid="gift-unavailable" data-state={state.kind}>
        <h1 id="gift-title" className="text-2xl font-semibold">
          {t(`gift_message.page.${state.kind}_title`)}
        </h1>
        <p className="text-neutral-700">{state.message}</p>
        <p className="text-neutral-700">{t('gift_message.page.ask_sender')}</p>
        <UiLink to="/" className="inline-block font-semibold underline underline-offset-4">
          {t('gift_message.page.shop')}
        </UiLink>
      </section>
    );
  }

  const { gift } = state;
  return (
    <section aria-labelledby="gift-title" className="mx-auto max-w-3xl space-y-5 px-4 py-8 sm:py-12" data-testid="gift-page">
      <p className="text-sm font-semibold uppercase tracking-[0.12em] text-blush-700">Blush</p>
      <h1 id="gift-title" className="text-3xl font-semibold tracking-tight">
        {t('gift_message.page.title')}
      </h1>
      <p className="text-neutral-700">{t('gift_message.page.intro')}</p>
      <video
        controls
        playsInline
        preload="metadata"
        poster={gift.posterUrl ?? undefined}
        className="aspect-video w-full bg-black"
        aria-label={t('gift_message.page.video_label')}
        data-testid="gift-video"
      >
        <source src={gift.videoUrl} type={gift.videoType} />
        {gift.captionsUrl ? <track kind="captions" src={gift.captionsUrl} srcLang={language} label={t('gift_message.page.captions')} default /> : null}
        {t('gift_message.page.no_video_support')}
      </video>
      <p className="text-sm text-neutral-600">{t('gift_message.page.expires', { date: date(gift.expiresAt) })}</p>
    </section>
  );
}
