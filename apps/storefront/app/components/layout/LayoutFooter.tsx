/**
 * Site footer: link groups from the site layout (content API; built-in groups when it is
 * unavailable), the gift card links (every country sells them), the country switcher and the copyright line.
 */
import { SITE_NAME } from '@blush/shared/site';
import { useTranslation } from '../../lib/i18n.ts';
import { useSite } from '../../lib/site.ts';
import { UiLink } from '../ui/UiLink.tsx';
import { LayoutCountrySwitcher } from './LayoutCountrySwitcher.tsx';
import { useSiteLayout } from './use-site-layout.ts';

interface FooterGroup {
  id: string;
  title: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

function useFallbackGroups(): FooterGroup[] {
  const { t } = useTranslation();
  return [
    {
      id: 'about',
      title: t('footer.heading_about'),
      links: [
        { label: t('footer.about'), href: '/about' },
        { label: t('footer.stores'), href: '/store-locations' },
        { label: t('footer.country_sites'), href: '/welcome' },
      ],
    },
    {
      id: 'shopping',
      title: t('footer.heading_help'),
      links: [
        { label: t('footer.bag'), href: '/cart' },
        { label: t('footer.sign_in'), href: '/sign_in' },
      ],
    },
    {
      id: 'legal',
      title: t('footer.heading_legal'),
      links: [
        { label: t('footer.privacy'), href: '/privacy' },
        { label: t('footer.terms'), href: '/terms?section=Legal+Terms' },
      ],
    },
  ];
}

export function LayoutFooter() {
  const { t } = useTranslation();
  const { siteTitle } = useSite();
  const layout = useSiteLayout();
  const fallback = useFallbackGroups();
  const groups = layout?.footerGroups.length ? layout.footerGroups : fallback;
  const year = new Date().getFullYear();
  const link = 'text-sm text-neutral-300 hover:text-white hover:underline underline-offset-4';
  return (
    <footer className="mt-20 bg-black text-white" data-testid="site-footer">
      <div className="mx-auto max-w-screen-2xl px-4 pb-8 pt-12 sm:px-6">
        <div className="grid gap-10 sm:grid-cols-2 md:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="sm:col-span-2 md:col-span-1">
            <p className="text-2xl font-black uppercase tracking-[0.32em]" lang="en">{SITE_NAME}</p>
            <p className="mt-4 max-w-xs text-sm text-neutral-300">{t('footer.tagline')}</p>
          </div>
          {groups.map((group) => (
            <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className="text-xs font-semibold uppercase tracking-[0.16em] text-neutral-400">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((item) => (
                  <li key={item.href}>
                    <UiLink to={item.href} className={link}>
                      {item.label}
                    </UiLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <nav aria-label={t('footer.gift_cards_label')} className="mt-10">
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            <li>
              <UiLink to="/gift-cards" className={link} data-testid="footer-gift-cards">
                {t('footer.gift_cards')}
              </UiLink>
            </li>
            <li>
              <UiLink to="/gift-cards/balance" className={link}>
                {t('footer.gift_card_balance')}
              </UiLink>
            </li>
          </ul>
        </nav>
        <div className="mt-8 flex flex-col gap-4 border-t border-neutral-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <LayoutCountrySwitcher tone="dark" />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            {/* Reopens the consent banner's settings (product guide §1: consent can change at any
                time). The consent feature's mount listens for clicks on `data-consent-settings`,
                so the footer imports nothing for it (first-load budget). */}
            <button type="button" data-consent-settings className={link}>
              {t('footer.cookie_settings')}
            </button>
            <p className="text-xs text-neutral-400">{t('footer.copyright', { year, site: siteTitle })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
