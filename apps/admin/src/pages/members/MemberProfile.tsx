import { useId, type ReactNode } from 'react';
import type { AdminMemberDetail } from '@blush/shared/admin-member-contracts';
import { isCountryCode, MARKETS, type Language } from '@blush/shared/markets';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';

export const BOX = 'space-y-2 rounded-lg border border-stone-200 bg-white p-4';
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', id: 'id-ID', th: 'th-TH', zh: 'zh-HK' };

/** A day (no time), in the member's country. */
export function day(iso: string, language: Language, country?: string): string {
  const timeZone = country && isCountryCode(country) ? MARKETS[country].timeZone : undefined;
  return new Intl.DateTimeFormat(DATE_LOCALE[language], { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(8rem,1fr)_2fr] gap-2 py-1">
      <dt className="text-stone-600">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Who the member is and how they sign in. */
export function MemberProfile({ detail }: { detail: AdminMemberDetail }) {
  const { t, language } = useI18n();
  const headingId = useId();
  const { member, sign_in: signIn } = detail;
  return (
    <section aria-labelledby={headingId} className={BOX}>
      <h2 id={headingId} className="text-lg font-semibold">{t('member.profile')}</h2>
      <dl className="divide-y divide-stone-100 text-sm">
        <Row term={t('members.email')}>{member.email}</Row>
        <Row term={t('members.phone')}>{member.phone}</Row>
        <Row term={t('members.card_number')}><span className="tabular-nums">{member.card_number}</span></Row>
        <Row term={t('members.country')}>{member.country}</Row>
        <Row term={t('member.language')}>{member.language}</Row>
        <Row term={t('member.date_of_birth')}>{member.date_of_birth}</Row>
        <Row term={t('member.marketing')}>{member.marketing_consent ? t('member.yes') : t('member.no')}</Row>
        {member.is_employee ? <Row term={t('member.employee')}>{t('member.yes')}</Row> : null}
        <Row term={t('members.joined')}>{dateTime(member.created_at, language, member.country)}</Row>
        <Row term={t('member.sign_in')}>
          {signIn.locked ? t('member.locked_until', { date: signIn.locked_until ? dateTime(signIn.locked_until, language, member.country) : '—' }) : t('member.not_locked')}
          {signIn.blocked_addresses > 0 ? ` · ${t('member.blocked_addresses', { count: signIn.blocked_addresses })}` : ''}
        </Row>
      </dl>
    </section>
  );
}

/** Tier (earned, and an override while it lasts) and points. */
export function BeautyPass({ detail }: { detail: AdminMemberDetail }) {
  const { t, language } = useI18n();
  const headingId = useId();
  const { beauty_pass: pass, member } = detail;
  return (
    <section aria-labelledby={headingId} className={BOX}>
      <h2 id={headingId} className="text-lg font-semibold">{t('member.beauty_pass')}</h2>
      <dl className="divide-y divide-stone-100 text-sm">
        <Row term={t('member.tier_now')}>{t(`tiers.${pass.tier}`)}</Row>
        <Row term={t('member.earned_tier')}>{t(`tiers.${pass.earned_tier}`)}</Row>
        <Row term={t('member.override')}>
          {pass.override
            ? t('member.override_until', { tier: t(`tiers.${pass.override.tier}`), date: day(pass.override.ends_at, language, member.country), reason: pass.override.reason })
            : t('member.no_override')}
        </Row>
        <Row term={t('member.balance')}><span className="tabular-nums">{t('member.points', { points: pass.balance })}</span></Row>
        <Row term={t('member.pending')}><span className="tabular-nums">{t('member.points', { points: pass.pending })}</span></Row>
      </dl>
    </section>
  );
}
