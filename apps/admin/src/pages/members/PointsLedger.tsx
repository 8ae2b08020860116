import { useId } from 'react';
import type { AdminMemberDetail } from '@blush/shared/admin-member-contracts';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';

export const CELL = 'px-3 py-2 text-left align-top';
export const TABLE_BOX = 'overflow-x-auto rounded-lg border border-stone-200 bg-white';

/** The points ledger, newest first: what the member reads, and the staff member's reason of a manual adjustment. */
export function PointsLedger({ detail }: { detail: AdminMemberDetail }) {
  const { t, language } = useI18n();
  const captionId = useId();
  const { ledger, member } = detail;
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={TABLE_BOX}>
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption id={captionId} className="px-3 py-2 text-left text-lg font-semibold text-stone-900">
          {t('member.ledger')}
        </caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            <th scope="col" className={CELL}>{t('member.when')}</th>
            <th scope="col" className={`${CELL} text-right`}>{t('member.points_column')}</th>
            <th scope="col" className={CELL}>{t('member.description')}</th>
            <th scope="col" className={CELL}>{t('member.reason')}</th>
            <th scope="col" className={CELL}>{t('member.ledger_status')}</th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((entry) => (
            <tr key={entry.id} className="border-t border-stone-200">
              <td className={`${CELL} whitespace-nowrap`}>{dateTime(entry.created_at, language, member.country)}</td>
              <td className={`${CELL} text-right tabular-nums ${entry.points < 0 ? 'text-red-800' : 'text-emerald-800'}`}>{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
              <td className={CELL}>
                {entry.description}
                {entry.order_number ? <span className="block text-stone-600">{entry.order_number}</span> : null}
              </td>
              <td className={CELL}>{entry.reason ?? ''}</td>
              <td className={CELL}>{t(`member.entry_${entry.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ledger.length === 0 ? <p className="px-3 py-6 text-center text-stone-600">{t('member.ledger_empty')}</p> : null}
    </div>
  );
}
