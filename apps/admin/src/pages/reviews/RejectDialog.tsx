import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { AdminReview } from '@blush/shared/admin-member-contracts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Field, ModalDialog } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { DialogButtons } from '../orders/OrderDialogs.tsx';

/** Reject a review with the reason (kept on the review and in the audit trail). */
export function RejectDialog({ review, busy, error, onClose, onSubmit }: { review: AdminReview; busy: boolean; error: unknown; onClose: () => void; onSubmit: (reason: string) => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} title={t('reviews.reject_title', { title: review.title })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(reason.trim());
        }}
      >
        <ErrorAlert error={error} />
        <Field label={t('member.reason')} name="reason" isRequired maxLength={200} value={reason} onChange={setReason} autoFocus />
        <DialogButtons busy={busy} danger confirm={t('reviews.reject')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}
