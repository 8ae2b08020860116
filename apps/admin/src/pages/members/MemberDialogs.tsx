import { useState } from 'react';
import { Form } from 'react-aria-components';
import { adminPointsAdjustmentResponseSchema, adminTierOverrideResponseSchema, MAX_POINTS_ADJUSTMENT, type AdminMemberDetail } from '@blush/shared/admin-member-contracts';
import { TIERS } from '@blush/shared/account';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FIELD_INPUT, Field, ModalDialog, SelectField } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { DialogButtons } from '../orders/OrderDialogs.tsx';
import { type MemberChange, memberChange } from './member-query.ts';
import { day } from './MemberProfile.tsx';

export interface MemberDialogProps {
  detail: AdminMemberDetail;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (change: MemberChange) => void;
}

/** Signed whole points, not 0, within the largest adjustment; undefined otherwise. */
export function pointsOf(text: string): number | undefined {
  const clean = text.trim().replace(/^\+/, '').replace(/\u2212/, '-');
  if (!/^-?\d{1,7}$/.test(clean)) return undefined;
  const points = Number(clean);
  return points === 0 || Math.abs(points) > MAX_POINTS_ADJUSTMENT ? undefined : points;
}

/**
 * Add or take off points with the reason the member will read. One Idempotency-Key per opening of
 * the dialog (it is mounted only while open): pressing Adjust again after a lost answer adjusts
 * once; opening the dialog again is a new adjustment. The API's refusal (a balance that would go
 * below zero) is shown here.
 */
export function AdjustPointsDialog({ detail, busy, error, onClose, onSubmit }: MemberDialogProps) {
  const { t } = useI18n();
  const [key] = useState(() => crypto.randomUUID());
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const name = `${detail.member.first_name} ${detail.member.last_name}`;
  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} title={t('member.adjust_title', { name })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const value = pointsOf(points);
          if (value === undefined) return;
          onSubmit(memberChange({
            path: 'points-adjustments',
            body: { points: value, reason: reason.trim() },
            headers: { 'idempotency-key': key },
            schema: adminPointsAdjustmentResponseSchema,
            done: (answer) => t('member.adjusted', { points: answer.entry.points > 0 ? `+${answer.entry.points}` : String(answer.entry.points), balance: answer.balance }),
          }));
        }}
      >
        <p className="text-sm text-stone-700">{t('member.adjust_body', { balance: detail.beauty_pass.balance })}</p>
        <ErrorAlert error={error} />
        <Field
          label={t('member.adjust_points')}
          description={t('member.adjust_points_help')}
          name="points"
          inputMode="numeric"
          isRequired
          value={points}
          onChange={setPoints}
          validate={(value) => (value.trim() && pointsOf(value) === undefined ? t('member.points_invalid') : null)}
          autoFocus
        />
        <Field label={t('member.reason')} description={t('member.adjust_reason_help')} name="reason" isRequired maxLength={200} value={reason} onChange={setReason} />
        <DialogButtons busy={busy} confirm={t('member.adjust')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}

/** Today in the browser, as yyyy-mm-dd: the earliest end date. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A tier until an end date (through that day, in the member's country), with the reason for the audit trail. */
export function TierOverrideDialog({ detail, busy, error, onClose, onSubmit }: MemberDialogProps) {
  const { t, language } = useI18n();
  const [tier, setTier] = useState<string>(detail.beauty_pass.override?.tier ?? detail.beauty_pass.tier);
  const [reason, setReason] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const name = `${detail.member.first_name} ${detail.member.last_name}`;
  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} title={t('member.override_title', { name })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(memberChange({
            path: 'tier-override',
            body: { tier, reason: reason.trim(), ends_on: endsOn },
            schema: adminTierOverrideResponseSchema,
            done: (answer) => t('member.overridden', { tier: t(`tiers.${answer.override.tier}`), date: day(answer.override.ends_at, language, detail.member.country) }),
          }));
        }}
      >
        <p className="text-sm text-stone-700">{t('member.override_body', { tier: t(`tiers.${detail.beauty_pass.earned_tier}`) })}</p>
        <ErrorAlert error={error} />
        <SelectField label={t('members.tier')} name="tier" value={tier} onChange={setTier} options={TIERS.map((value) => ({ value, label: t(`tiers.${value}`) }))} />
        <Field label={t('member.reason')} name="reason" isRequired maxLength={200} value={reason} onChange={setReason} />
        <div>
          <label htmlFor="field-ends_on" className="block text-sm font-medium text-stone-800">
            {t('member.ends_on')}
          </label>
          <input id="field-ends_on" type="date" name="ends_on" required min={today()} value={endsOn} onChange={(event) => setEndsOn(event.target.value)} aria-describedby="field-ends_on-help" className={FIELD_INPUT} />
          <p id="field-ends_on-help" className="mt-1 text-sm text-stone-600">{t('member.ends_on_help')}</p>
        </div>
        <DialogButtons busy={busy} confirm={t('member.override_confirm')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}
