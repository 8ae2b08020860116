/** The empty bag: what to do instead. */
import type { Ref } from 'react';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export function BagEmpty({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 flex flex-col items-center border border-neutral-200 px-6 py-16 text-center" data-testid="bag-empty">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-blush-100">
        <UiIcon name="bag" size={30} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-xl font-semibold outline-none">
        {t('cart.empty_title')}
      </h2>
      <p className="mt-2 max-w-sm text-neutral-600">{t('cart.empty_body')}</p>
      <UiLink to="/" className="mt-8 inline-flex h-12 items-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
        {t('cart.continue')}
      </UiLink>
    </div>
  );
}
