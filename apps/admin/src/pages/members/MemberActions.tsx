import { useId, useState } from 'react';
import { ADMIN_MEMBER_EMAILS, adminMemberEmailResponseSchema, adminMemberExportSchema, adminUnlockResponseSchema, type AdminMemberDetail } from '@blush/shared/admin-member-contracts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, SelectField } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { AdjustPointsDialog, TierOverrideDialog } from './MemberDialogs.tsx';
import { type MemberChange, memberChange, useMemberChange } from './member-query.ts';

type Open = 'points' | 'tier' | undefined;

/** Hands the member's data export to the browser as a JSON file. */
function download(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** What the role may do for the member: points, tier, unlock (only when locked), e-mails, the data export. */
export function MemberActions({ detail, onNotice }: { detail: AdminMemberDetail; onNotice: (message: string) => void }) {
  const { t } = useI18n();
  const can = useCan();
  const headingId = useId();
  const [open, setOpen] = useState<Open>();
  const [email, setEmail] = useState<string>(ADMIN_MEMBER_EMAILS[0]);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>();
  const { member, sign_in: signIn } = detail;
  const change = useMemberChange(member.id, (message) => {
    setOpen(undefined);
    onNotice(message);
  });
  const send = (request: MemberChange) => {
    onNotice('');
    setExportError(undefined);
    change.mutate(request);
  };
  const openDialog = (which: Open) => () => {
    change.reset();
    onNotice('');
    setOpen(which);
  };
  const exportData = async () => {
    onNotice('');
    setExportError(undefined);
    setExporting(true);
    try {
      download(await apiRequest(`/members/${member.id}/export`, adminMemberExportSchema), `blush-member-${member.id}.json`);
      onNotice(t('member.exported'));
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };
  const locked = signIn.locked || signIn.blocked_addresses > 0;
  const dialogProps = { detail, busy: change.isPending, error: open ? change.error : null, onClose: () => setOpen(undefined), onSubmit: send };
  const any = can('points.adjust') || can('tier.override') || can('members.write') || can('members.erase');

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">{t('order.actions')}</h2>
      <ErrorAlert error={(!open && change.error) || exportError} />
      {!any ? <p className="text-stone-600">{t('member.no_actions')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {can('points.adjust') ? <Button onPress={openDialog('points')}>{t('member.adjust')}</Button> : null}
        {can('tier.override') ? <Button variant="secondary" onPress={openDialog('tier')}>{t('member.override_confirm')}</Button> : null}
        {can('members.write') && locked ? (
          <Button variant="secondary" isDisabled={change.isPending} onPress={() => send({ path: 'unlock', schema: adminUnlockResponseSchema, done: () => t('member.unlocked') })}>
            {t('member.unlock')}
          </Button>
        ) : null}
        {can('members.erase') ? (
          <Button variant="secondary" isDisabled={exporting} onPress={() => void exportData()}>
            {t('member.export')}
          </Button>
        ) : null}
      </div>
      {can('members.write') ? (
        <form
          className="flex flex-wrap items-end gap-2 border-t border-stone-200 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            send(memberChange({ path: 'emails', body: { email }, schema: adminMemberEmailResponseSchema, done: (answer) => t('member.email_sent', { to: answer.to }) }));
          }}
        >
          <div className="min-w-56">
            <SelectField label={t('member.email_which')} name="email" value={email} onChange={setEmail} options={ADMIN_MEMBER_EMAILS.map((e) => ({ value: e, label: t(`member.emails.${e}`) }))} />
          </div>
          <Button type="submit" variant="secondary" isDisabled={change.isPending}>
            {t('actions.resend')}
          </Button>
        </form>
      ) : null}
      {open === 'points' ? <AdjustPointsDialog {...dialogProps} /> : null}
      {open === 'tier' ? <TierOverrideDialog {...dialogProps} /> : null}
    </section>
  );
}
