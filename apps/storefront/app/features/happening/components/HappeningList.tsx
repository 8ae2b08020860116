/**
 * `/happening/services` and `/happening/beauty-services`: the country's beauty services, beauty
 * classes and store events under three tabs (product guide §2), filtered by activity group, as
 * cards with duration, price ("Free" when it costs nothing) and how many stores hold it.
 */
import type { ActivityDto } from '@blush/shared/booking-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ListTab } from '../happening-kinds.ts';
import { HappeningCard } from './HappeningCard.tsx';
import { HappeningTabs, tabHref } from './HappeningTabs.tsx';

export interface HappeningListProps {
  base: string;
  tab: ListTab;
  group: string | null;
  activities: ActivityDto[];
  groups: Array<{ id: string; name: string; count: number }>;
}

export function HappeningList({ base, tab, group, activities, groups }: HappeningListProps) {
  const { t } = useTranslation();
  const chip = (active: boolean) =>
    cx('inline-flex h-10 items-center rounded-full border px-4 text-sm', active ? 'border-black bg-black text-white' : 'border-neutral-400 hover:border-black');
  return (
    <div data-testid="happening-list">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('happening.list.title')}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{t('happening.list.intro')}</p>
      <div className="mt-6">
        <HappeningTabs base={base} current={tab} />
      </div>
      {groups.length > 1 ? (
        <nav aria-label={t('happening.list.groups_label')} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            <li>
              <UiLink to={tabHref(base, tab)} aria-current={!group ? 'page' : undefined} className={chip(!group)}>
                {t('happening.list.all_groups')}
              </UiLink>
            </li>
            {groups.map((g) => (
              <li key={g.id}>
                <UiLink to={tabHref(base, tab, g.id)} aria-current={group === g.id ? 'page' : undefined} className={chip(group === g.id)}>
                  {g.name} <span className="ml-1 opacity-75">({g.count})</span>
                </UiLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h2 className="sr-only">{t(`happening.list.tab.${tab}`)}</h2>
      {activities.length === 0 ? (
        <p className="mt-8 text-neutral-700" data-testid="happening-empty">
          {t('happening.list.empty')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {activities.map((activity) => (
            <HappeningCard key={activity.id} activity={activity} />
          ))}
        </ul>
      )}
    </div>
  );
}
