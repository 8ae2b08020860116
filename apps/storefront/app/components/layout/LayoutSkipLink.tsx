import { useTranslation } from '../../lib/i18n.ts';

/** First focusable element of every page: jumps past the header to the main content. */
export function LayoutSkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[70] bg-black px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('a11y.skip_to_content')}
    </a>
  );
}
