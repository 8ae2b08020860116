/**
 * The list's three tabs (beauty services, beauty classes, store events; product guide §2) as
 * links: each is its own URL, so it can be shared, reloaded and read without JavaScript. The
 * current one says so (`aria-current="page"`).
 */
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { LIST_TABS, type ListTab } from '../happening-kinds.ts';

export const tabHref = (base: string, tab: ListTab, group?: string | null) => {
  const query = new URLSearchParams();
  if (tab !== 'services') query.set('tab', tab);
  if (group) query.set('group', group);
  const qs = query.toString();
  return qs ? `${base}?${qs}` : base;
};

export function HappeningTabs({ base, current }: { base: string; current: ListTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('happening.list.tabs_label')} className="border-b border-neutral-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:none]">
        {LIST_TABS.map((tab) => (
          <li key={tab} className="shrink-0">
            <UiLink
              to={tabHref(base, tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={cx(
                'block whitespace-nowrap border-b-2 px-3 py-3 text-sm sm:px-4',
                tab === current ? 'border-black font-semibold' : 'border-transparent text-neutral-700 hover:border-neutral-300 hover:text-black',
              )}
            >
              {t(`happening.list.tab.${tab}`)}
            </UiLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
