import type { ReactNode } from 'react';
import type { StaffAction } from '@blush/shared/staff-permissions';
import { useI18n } from '../lib/i18n.tsx';
import { useCan } from '../lib/session.ts';
import { PageHeading } from './PageHeading.tsx';

/** A page for one action: the not-authorised message instead when the role lacks it (the server refuses it anyway). */
export function Allowed({ action, title, children }: { action: StaffAction; title: string; children: ReactNode }) {
  const can = useCan();
  const { t } = useI18n();
  if (can(action)) return children;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <p role="alert">{t('errors.not_authorized')}</p>
    </>
  );
}
