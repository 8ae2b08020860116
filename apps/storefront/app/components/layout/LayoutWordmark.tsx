/** The BLUSH wordmark, linking home. */
import { useTranslation } from '../../lib/i18n.ts';
import { UiLink } from '../ui/UiLink.tsx';
import { cx } from '../../lib/cx.ts';

export function LayoutWordmark({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <UiLink
      to="/"
      className={cx('inline-flex items-center font-black uppercase leading-none text-black', className)}
      aria-label={t('header.home')}
    >
      <span aria-hidden="true" lang="en" className="-mr-[0.32em] tracking-[0.32em]">
        Blush
      </span>
      <span aria-hidden="true" className="ml-1 inline-block size-[0.22em] self-end rounded-full bg-blush-400" />
    </UiLink>
  );
}
