import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import { adminMemberErasureSchema, type AdminMemberDetail } from '@blush/shared/admin-member-contracts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, Field, ModalDialog } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { DialogButtons } from '../orders/OrderDialogs.tsx';
import { memberChange, useMemberChange } from './member-query.ts';

/**
 * The member page's danger zone (docs/decisions/0033): erase the member's personal data on their
 * request, after typing their e-mail address again and giving a reason for the audit trail. The
 * server refuses a member with an order in progress or one already erased; its message shows here.
 */
export function MemberErasure({ detail, onNotice }: { detail: AdminMemberDetail; onNotice: (message: string) => void }) {
  const { t } = useI18n();
  const can = useCan();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { member } = detail;
  const change = useMemberChange(member.id, (message) => {
    setOpen(false);
    onNotice(message);
    void queryClient.invalidateQueries({ queryKey: ['members'] });
  });
  if (!can('members.erase') || member.erased_at) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border-2 border-red-300 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-red-900">{t('erasure.zone')}</h2>
      <p className="text-sm text-stone-700">{t('erasure.zone_body')}</p>
      <Button
        variant="danger"
        onPress={() => {
          change.reset();
          onNotice('');
          setOpen(true);
        }}
      >
        {t('erasure.erase')}
      </Button>
      {open ? <EraseDialog detail={detail} busy={change.isPending} error={change.error} onClose={() => setOpen(false)} onSubmit={(body) => change.mutate(memberChange({ path: 'erase', body, schema: adminMemberErasureSchema, done: (answer) => t('erasure.done', { orders: answer.orders_anonymised, bookings: answer.bookings_cancelled }) }))} /> : null}
    </section>
  );
}

function EraseDialog({ detail, busy, error, onClose, onSubmit }: { detail: AdminMemberDetail; busy: boolean; error: unknown; onClose: () => void; onSubmit: (body: { confirm_email: string; reason: string }) => void }) {
  const { t } = useI18n();
  const [confirm, setConfirm] = useState('');
  const [reason, setReason] = useState('');
  const { member } = detail;
  const matches = (value: string) => value.trim().toLowerCase() === member.email.toLowerCase();
  return (
    <ModalDialog role="alertdialog" isOpen onOpenChange={(o) => !o && onClose()} title={t('erasure.title', { name: `${member.first_name} ${member.last_name}` })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!matches(confirm)) return;
          onSubmit({ confirm_email: confirm.trim(), reason: reason.trim() });
        }}
      >
        <p className="text-sm text-stone-700">{t('erasure.body')}</p>
        <ErrorAlert error={error} />
        <Field
          label={t('erasure.confirm_label')}
          description={t('erasure.confirm_help', { email: member.email })}
          name="confirm_email"
          type="email"
          autoComplete="off"
          isRequired
          value={confirm}
          onChange={setConfirm}
          validate={(value) => (value.trim() && !matches(value) ? t('erasure.confirm_mismatch') : null)}
          autoFocus
        />
        <Field label={t('member.reason')} description={t('erasure.reason_help')} name="reason" isRequired minLength={3} maxLength={500} value={reason} onChange={setReason} />
        <DialogButtons busy={busy} danger confirm={t('erasure.erase')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}
