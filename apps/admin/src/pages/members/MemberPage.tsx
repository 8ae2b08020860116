import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { MemberActions } from './MemberActions.tsx';
import { BeautyPass, MemberProfile, day } from './MemberProfile.tsx';
import { MemberActivity } from './MemberActivity.tsx';
import { MemberErasure } from './MemberErasure.tsx';
import { PointsLedger } from './PointsLedger.tsx';
import { StoreCredit } from './StoreCredit.tsx';
import { useMember } from './member-query.ts';

/** One member for customer service: profile, tier and points, the ledger, orders, bookings, bag, and the actions the role allows. */
export function MemberPage() {
  const { t } = useI18n();
  return (
    <Allowed action="members.read" title={t('members.title')}>
      <MemberDetail />
    </Allowed>
  );
}

function MemberDetail() {
  const { t, language } = useI18n();
  const { id = '' } = useParams();
  const [notice, setNotice] = useState('');
  const detail = useMember(id);
  const back = (
    <Link to="/members" className="text-sm text-blush-800 underline underline-offset-2">
      {t('member.back')}
    </Link>
  );

  if (detail.isPending) return <p role="status">{t('app.loading')}</p>;
  if (detail.isError || !detail.data) {
    return (
      <>
        <PageHeading>{t('members.title')}</PageHeading>
        <ErrorAlert error={detail.error} />
        {back}
      </>
    );
  }
  const { member, beauty_pass: pass, sign_in: signIn } = detail.data;
  return (
    <>
      {back}
      <PageHeading>{member.erased_at ? t('erasure.erased_member') : `${member.first_name} ${member.last_name}`}</PageHeading>
      <p className="flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-stone-200 px-3 py-1">{t('member.tier_chip', { tier: t(`tiers.${pass.tier}`) })}</span>
        <span className="rounded-full bg-stone-200 px-3 py-1 tabular-nums">{t('member.points_chip', { points: pass.balance })}</span>
        {member.erased_at ? <span className="rounded-full bg-red-100 px-3 py-1 text-red-900">{t('erasure.erased_chip', { date: day(member.erased_at, language, member.country) })}</span> : null}
        {signIn.locked || signIn.blocked_addresses > 0 ? <span className="rounded-full bg-red-100 px-3 py-1 text-red-900">{t('member.locked')}</span> : null}
      </p>
      <StatusMessage message={notice} />
      {member.erased_at ? <p className="text-stone-700">{t('erasure.erased_body', { date: day(member.erased_at, language, member.country) })}</p> : <MemberActions detail={detail.data} onNotice={setNotice} />}
      <div className="grid gap-4 xl:grid-cols-2">
        <MemberProfile detail={detail.data} />
        <BeautyPass detail={detail.data} />
      </div>
      <PointsLedger detail={detail.data} />
      <StoreCredit memberId={member.id} country={member.country} onNotice={setNotice} />
      <MemberActivity detail={detail.data} />
      <MemberErasure detail={detail.data} onNotice={setNotice} />
    </>
  );
}
