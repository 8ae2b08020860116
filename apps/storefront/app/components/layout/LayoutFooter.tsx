/** Site footer: links, the country switcher and the copyright line. */
import { useTranslation } from 'react-i18next';
import { SITE_NAME } from '@blush/shared/site';
import { useSite } from '../../lib/site.ts';
import { UiLink } from '../ui/UiLink.tsx';
import { LayoutCountrySwitcher } from './LayoutCountrySwitcher.tsx';

export function LayoutFooter() {
  const { t } = useTranslation();
  const { siteTitle } = useSite();
  const year = new Date().getFullYear();
  const link = 'text-sm text-neutral-300 hover:text-white hover:underline underline-offset-4';
  return (
    <footer className="mt-20 bg-black text-white">
      <div className="mx-auto max-w-screen-2xl px-4 pb-8 pt-12 sm:px-6">
        <div className="grid gap-10 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div>
            <p className="text-2xl font-black uppercase tracking-[0.32em]" lang="en">{SITE_NAME}</p>
            <p className="mt-4 max-w-xs text-sm text-neutral-300">{t('footer.tagline')}</p>
          </div>
          <nav aria-labelledby="footer-about">
            <h2 id="footer-about" className="text-xs font-semibold uppercase tracking-[0.16em] text-neutral-400">
              {t('footer.heading_about')}
            </h2>
            <ul className="mt-4 space-y-3">
              <li><UiLink to="/about" className={link}>{t('footer.about')}</UiLink></li>
              <li><UiLink to="/welcome" className={link}>{t('footer.country_sites')}</UiLink></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className="text-xs font-semibold uppercase tracking-[0.16em] text-neutral-400">
              {t('footer.heading_help')}
            </h2>
            <ul className="mt-4 space-y-3">
              <li><UiLink to="/cart" className={link}>{t('footer.bag')}</UiLink></li>
              <li><UiLink to="/sign_in" className={link}>{t('footer.sign_in')}</UiLink></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-xs font-semibold uppercase tracking-[0.16em] text-neutral-400">
              {t('footer.heading_legal')}
            </h2>
            <ul className="mt-4 space-y-3">
              <li><UiLink to="/privacy" className={link}>{t('footer.privacy')}</UiLink></li>
              <li><UiLink to="/terms?section=Legal+Terms" className={link}>{t('footer.terms')}</UiLink></li>
            </ul>
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-neutral-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <LayoutCountrySwitcher tone="dark" />
          <p className="text-xs text-neutral-400">{t('footer.copyright', { year, site: siteTitle })}</p>
        </div>
      </div>
    </footer>
  );
}
