import { useId } from 'react';
import type { AdminOrderDetail } from '@blush/shared/admin-order-contracts';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { timelineData, timelineSource, timelineType } from './timeline-labels.ts';

/** Everything that happened to the order, in time order, from every module (payments, webhooks, fraud, e-mails, staff). */
export function OrderTimeline({ detail }: { detail: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('order.timeline')}
      </h2>
      {detail.timeline.length === 0 ? (
        <p className="text-stone-600">{t('order.timeline_empty')}</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-stone-200 pl-4">
          {detail.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="text-sm">
              <p>
                <time dateTime={entry.at} className="text-stone-600">
                  {dateTime(entry.at, language, detail.order.country)}
                </time>{' '}
                <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs">{timelineSource(entry, language)}</span>{' '}
                <span className="font-medium">{timelineType(entry, language)}</span>
                {entry.actor ? <span className="text-stone-700"> · {t('order.by', { name: entry.actor })}</span> : null}
              </p>
              {timelineData(entry) ? <p className="break-words text-stone-700">{timelineData(entry)}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
