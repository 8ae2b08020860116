/** One activity in the list: its name (the link to its page), summary, duration, price or "Free", and where. */
import type { ActivityDto } from '@blush/shared/booking-contracts';
import type { Money } from '@blush/shared/money';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { activityHref } from '../happening-kinds.ts';

export function usePriceText(): (price: Money) => string {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (price) => (price.amount === 0 ? t('happening.free') : money(price));
}

export function HappeningCard({ activity }: { activity: ActivityDto }) {
  const { t } = useTranslation();
  const price = usePriceText();
  const titleId = `activity-${activity.id}`;
  return (
    <li aria-labelledby={titleId} className="relative flex flex-col border border-neutral-200 p-4 focus-within:ring-2 focus-within:ring-black hover:border-neutral-400 sm:p-5" data-testid="activity-card">
      {activity.group ? <p className="text-xs font-semibold uppercase tracking-wide text-blush-800">{activity.group.name}</p> : null}
      <h3 id={titleId} className="mt-1 text-lg font-semibold">
        <UiLink to={activityHref(activity.kind, activity.id)} className="after:absolute after:inset-0 focus:outline-none">
          {activity.name}
        </UiLink>
      </h3>
      <p className="mt-1 flex-1 text-sm text-neutral-700">{activity.summary}</p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="sr-only">{t('happening.field.duration')}</dt>
          <dd>{t('happening.minutes', { count: activity.durationMinutes })}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t('happening.field.price')}</dt>
          <dd className="font-semibold" data-testid="activity-price">
            {price(activity.price)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t('happening.field.stores')}</dt>
          <dd className="text-neutral-700">{t('happening.stores_count', { count: activity.stores.length })}</dd>
        </div>
      </dl>
    </li>
  );
}
