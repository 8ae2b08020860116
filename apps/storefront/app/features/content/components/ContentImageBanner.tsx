/** Image banner block: copy and a call to action beside generated art. */
import { useId } from 'react';
import type { Banner } from '@blush/shared/content';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { ContentArt } from './ContentArt.tsx';

export function ContentImageBanner({ banner }: { banner: Banner }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="below-fold mx-auto w-full max-w-screen-2xl px-4 [--below-fold-height:29rem] sm:px-6 sm:[--below-fold-height:22rem] lg:[--below-fold-height:29rem]" data-testid="content-banner">
      <div className="grid overflow-hidden bg-neutral-950 text-white md:grid-cols-[1.1fr_1fr]">
        <div className="order-2 flex flex-col justify-center px-6 py-8 sm:px-10 sm:py-12 md:order-1">
          {banner.eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.24em] text-blush-300">{banner.eyebrow}</p> : null}
          <h2 id={headingId} className="mt-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            {banner.title}
          </h2>
          {banner.body ? <p className="mt-3 max-w-md text-neutral-300">{banner.body}</p> : null}
          {banner.cta ? (
            <UiLink to={banner.cta.href} className="mt-6 inline-flex h-11 w-fit items-center gap-2 bg-white px-6 text-sm font-semibold text-black hover:bg-blush-100">
              {banner.cta.label}
              <UiIcon name="arrow-right" size={16} />
            </UiLink>
          ) : null}
        </div>
        <div className="order-1 h-40 sm:h-56 md:order-2 md:h-auto md:min-h-72">
          <ContentArt art={banner.art} />
        </div>
      </div>
    </section>
  );
}
