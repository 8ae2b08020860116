/**
 * Country and language switcher: a button showing the current site and language that opens a
 * dialog listing the eight country sites with their languages. Choosing one posts to `/locale`
 * (cookies `locale` and `lng_<country>`, then back to this page), so it works without JavaScript.
 * The dialog (`LayoutCountrySwitcherDialog`, never server-rendered) loads on the first sign of
 * interest, not with the page.
 */
import { Suspense, lazy, useState } from 'react';
import { countryName, languageName } from '@blush/shared/site';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { useSiteLocale } from '../../lib/site.ts';
import { cx } from '../../lib/cx.ts';
import { UiIcon } from '../ui/UiIcon.tsx';

const loadDialog = () => import('./LayoutCountrySwitcherDialog.tsx');
const LayoutCountrySwitcherDialog = lazy(() => loadDialog().then((m) => ({ default: m.LayoutCountrySwitcherDialog })));

export interface LayoutCountrySwitcherProps {
  /** `compact`: codes only (header); `full`: names (footer, drawer). */
  variant?: 'compact' | 'full';
  tone?: 'light' | 'dark';
  className?: string;
}

export function LayoutCountrySwitcher({ variant = 'full', tone = 'light', className }: LayoutCountrySwitcherProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const { country, language } = useSiteLocale();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so it closes (focus back to the button) as before.
  const [wanted, setWanted] = useState(false);
  const currentCountry = countryName(country, text);
  const currentLanguage = languageName(language, text);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        className={cx(
          'inline-flex items-center gap-2 rounded-full text-sm',
          tone === 'dark' ? 'text-white hover:text-blush-200' : 'text-black hover:text-neutral-600',
          variant === 'compact' ? 'h-10 px-2' : 'min-h-10 px-0 py-2',
          className,
        )}
        data-testid="country-switcher"
      >
        <UiIcon name="globe" size={20} />
        <span className="sr-only">{t('switcher.button_label', { country: currentCountry, language: currentLanguage })}</span>
        {variant === 'compact' ? (
          <span className="font-medium uppercase tracking-wide" aria-hidden="true">
            {country}
            <span className="px-1 text-neutral-400">|</span>
            {language}
          </span>
        ) : (
          <span aria-hidden="true">
            {currentCountry} <span className="px-1 opacity-60">·</span> {currentLanguage}
          </span>
        )}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <LayoutCountrySwitcherDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
