import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffListResponseSchema } from '@blush/shared/staff-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { StaffActions } from './StaffActions.tsx';
import { CELL, DataTable } from '../../components/DataTable.tsx';

const LANGUAGE_NAMES = { en: 'English', id: 'Bahasa Indonesia', th: 'ไทย', zh: '中文（香港）' } as const;

/** Everyone who can sign in to the back office (administrators): roles, authenticator, state. */
export function StaffPage() {
  const { t } = useI18n();
  return (
    <Allowed action="staff.manage" title={t('staff.title')}>
      <StaffList />
    </Allowed>
  );
}

function StaffList() {
  const { t } = useI18n();
  const staff = useQuery({ queryKey: ['staff'], queryFn: ({ signal }) => apiRequest('/staff', staffListResponseSchema, { signal }) });
  const [notice, setNotice] = useState('');
  const [changeError, setChangeError] = useState<unknown>();
  return (
    <>
      <PageHeading>{t('staff.title')}</PageHeading>
      {/* A stale copy (edit_conflict): the list was loaded again; the app says so in its own words. */}
      <ErrorAlert error={staff.error ?? changeError} message={isApiError(changeError, 'edit_conflict') ? t('staff.conflict') : undefined} />
      <StatusMessage message={notice} />
      {staff.data ? (
        <DataTable
          caption={t('staff.caption')}
          minWidth="min-w-[40rem]"
          columns={[t('staff.name'), t('staff.email'), t('staff.roles'), t('staff.language'), t('staff.second_factor'), t('staff.state'), t('staff.actions')]}
        >
          <tbody>
            {staff.data.staff.map((member) => (
              <tr key={member.id} className="border-t border-stone-200">
                <th scope="row" className={`${CELL} font-medium`}>{member.name}</th>
                <td className={`${CELL} break-all`}>{member.email}</td>
                <td className={CELL}>{member.roles.map((role) => t(`roles.${role}`)).join(', ')}</td>
                <td className={CELL} lang={member.language === 'zh' ? 'zh-Hant-HK' : member.language}>{LANGUAGE_NAMES[member.language]}</td>
                <td className={CELL}>
                  {member.second_factor ? t('staff.enrolled') : t('staff.not_enrolled')}
                  {member.sso_linked ? <span className="block text-stone-600">{t('staff.sso_linked')}</span> : null}
                </td>
                <td className={CELL}>{member.disabled ? t('staff.disabled') : member.locked ? t('staff.locked') : t('staff.active')}</td>
                <td className={CELL}>
                  <StaffActions
                    member={member}
                    onMessage={(message, error) => {
                      setNotice(message);
                      setChangeError(error);
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : staff.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
    </>
  );
}
