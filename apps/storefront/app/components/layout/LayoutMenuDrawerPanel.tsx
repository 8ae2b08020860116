/** The phone menu's drawer (see `LayoutMenuDrawer`): loaded when it is first wanted, not with the page. */
import { useLocation } from 'react-router';
import type { CategoryNode } from '@blush/shared/contracts';
import { countryName, languageName } from '@blush/shared/site';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { signInHref, useSession } from '../../lib/session.ts';
import { useSiteLocale } from '../../lib/site.ts';
import { UiDialog } from '../ui/UiDialog.tsx';
import { UiIcon } from '../ui/UiIcon.tsx';
import { UiLink } from '../ui/UiLink.tsx';
import { categoryHref } from './LayoutMegaMenu.tsx';

export interface LayoutMenuDrawerPanelProps {
  categories: readonly CategoryNode[];
  open: boolean;
  onClose: () => void;
}

export function LayoutMenuDrawerPanel({ categories, open, onClose }: LayoutMenuDrawerPanelProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const { country, language } = useSiteLocale();
  const session = useSession();
  const { pathname, search } = useLocation();
  const member = session.status === 'member';
  return (
    <UiDialog open={open} onClose={onClose} title={t('header.menu_title')} variant="drawer">
      <nav aria-label={t('nav.categories')} className="pb-6" data-testid="menu-drawer">
        <ul className="divide-y divide-neutral-100">
          {categories.map((top) => (
            <li key={top.id}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 text-sm font-semibold uppercase tracking-[0.08em] [&::-webkit-details-marker]:hidden">
                  {top.name}
                  <UiIcon name="chevron-down" size={18} className="transition-transform group-open:rotate-180" />
                </summary>
                <div className="px-5 pb-4">
                  <UiLink to={categoryHref(top)} className="block py-2 text-sm font-semibold underline underline-offset-4">
                    {t('nav.shop_all', { name: top.name })}
                  </UiLink>
                  <ul>
                    {top.children.map((group) => (
                      <li key={group.id} className="border-t border-neutral-100 first:border-t-0">
                        {group.children.length ? (
                          <details className="group/sub">
                            <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-sm [&::-webkit-details-marker]:hidden">
                              {group.name}
                              <UiIcon name="chevron-down" size={16} className="transition-transform group-open/sub:rotate-180" />
                            </summary>
                            <ul className="pb-2 pl-3">
                              <li>
                                <UiLink to={categoryHref(group)} className="block py-2 text-sm font-medium">
                                  {t('nav.shop_all', { name: group.name })}
                                </UiLink>
                              </li>
                              {group.children.map((leaf) => (
                                <li key={leaf.id}>
                                  <UiLink to={categoryHref(leaf)} className="block py-2 text-sm text-neutral-600">
                                    {leaf.name}
                                  </UiLink>
                                </li>
                              ))}
                            </ul>
                          </details>
                        ) : (
                          <UiLink to={categoryHref(group)} className="block py-3 text-sm">
                            {group.name}
                          </UiLink>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            </li>
          ))}
          <li>
            <UiLink to="/brands" className="block px-5 py-4 text-sm font-semibold uppercase tracking-[0.08em]">
              {t('nav.brands')}
            </UiLink>
          </li>
        </ul>
        <ul className="mt-2 space-y-1 border-t border-neutral-200 px-5 pt-4 text-sm">
          <li>
            <UiLink to={member ? '/account' : signInHref(`${pathname}${search}`)} className="flex items-center gap-3 py-2">
              <UiIcon name="user" size={20} />
              {member ? t('header.my_account') : t('header.account')}
            </UiLink>
          </li>
          <li>
            <UiLink to="/cart" className="flex items-center gap-3 py-2">
              <UiIcon name="bag" size={20} />
              {t('header.bag')}
            </UiLink>
          </li>
          <li>
            <UiLink to="/welcome" className="flex items-center gap-3 py-2">
              <UiIcon name="globe" size={20} />
              <span>
                {countryName(country, text)} · {languageName(language, text)}
                <span className="block text-xs text-neutral-500">{t('footer.change_country')}</span>
              </span>
            </UiLink>
          </li>
        </ul>
      </nav>
    </UiDialog>
  );
}
