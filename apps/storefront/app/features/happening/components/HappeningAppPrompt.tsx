/**
 * Where booking is app-exclusive in the country (product guide §1, §6): instead of the booking
 * button, why, the two store badges and, when the API gives it, a QR code of the app listing for a
 * phone to scan from a desktop (the product page's app prompt does the same for an app-only product).
 */
import type { AppListingDto } from '@blush/shared/booking-contracts';
import { APP_DOWNLOAD_LINKS } from '@blush/shared/catalog';
import { useTranslation } from '../../../lib/i18n.ts';

/** The QR code's SVG document as an image source (drawn by the API; an <img> runs none of its markup). */
const svgSource = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** A store badge: the store's mark, a small line and the store's name (brand names stay as they are); its two lines are its accessible name. */
function StoreBadge({ href, small, big, icon }: { href: string; small: string; big: string; icon: 'apple' | 'play' }) {
  return (
    <a href={href} className="inline-flex h-12 min-w-40 items-center gap-2 rounded-lg bg-black px-3 text-white hover:bg-neutral-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="currentColor">
        {icon === 'apple' ? (
          <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.3c.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.6ZM14.2 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2-.5 2.7-1.3Z" />
        ) : (
          <path d="M4 2.8v18.4c0 .4.4.6.7.4l10.6-9.2c.2-.2.2-.6 0-.8L4.7 2.4c-.3-.2-.7 0-.7.4Zm12.6 7.9-2.3-2 2.9-2.6 3.8 2.2c.6.3.6 1.1 0 1.4l-1.9 1.1-2.5-.1Zm0 2.6 2.5-.1 1.9 1.1c.6.3.6 1.1 0 1.4l-3.8 2.2-2.9-2.6 2.3-2Z" />
        )}
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-[0.65rem]">{small}</span>{' '}
        <span className="text-base font-semibold">{big}</span>
      </span>
    </a>
  );
}

export function HappeningAppPrompt({ name, listing }: { name: string; listing?: AppListingDto | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="app-prompt-title" className="border border-blush-200 bg-blush-50 p-4 sm:p-6" data-testid="happening-app-prompt">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="app-prompt-title" className="text-lg font-semibold">
            {t('happening.app.title')}
          </h2>
          <p className="mt-1 text-sm text-neutral-700">{t('happening.app.body', { name })}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            <li>
              <StoreBadge href={APP_DOWNLOAD_LINKS.appStore} small={t('happening.app.badge_apple_small')} big="App Store" icon="apple" />
            </li>
            <li>
              <StoreBadge href={APP_DOWNLOAD_LINKS.googlePlay} small={t('happening.app.badge_google_small')} big="Google Play" icon="play" />
            </li>
          </ul>
        </div>
        {listing ? (
          <figure className="flex shrink-0 flex-col items-center gap-2" data-testid="app-qr">
            <img src={svgSource(listing.qrSvg)} alt={t('happening.app.qr_alt')} width={144} height={144} className="size-36 bg-white [image-rendering:pixelated]" data-url={listing.url} />
            <figcaption className="max-w-40 text-center text-xs text-neutral-700">{t('happening.app.qr_caption')}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
