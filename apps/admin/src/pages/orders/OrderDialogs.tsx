import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { AdminOrderDetail } from '@blush/shared/admin-order-contracts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, Field } from '../../components/ui.tsx';
import { ModalDialog } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { OrderChange } from './order-actions.ts';

export interface OrderDialogProps {
  isOpen: boolean;
  detail: AdminOrderDetail;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (change: OrderChange) => void;
}

/** The buttons under a dialog's form: confirm, and close without doing anything. */
export function DialogButtons({ busy, confirm, keep, danger = false, onClose }: { busy: boolean; confirm: string; keep: string; danger?: boolean; onClose: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <Button variant="secondary" onPress={onClose}>
        {keep}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} isDisabled={busy}>
        {confirm}
      </Button>
    </div>
  );
}

/** Block an order held for fraud review, with an optional note. */
export function BlockDialog({ isOpen, detail, busy, error, onClose, onSubmit }: OrderDialogProps) {
  const { t } = useI18n();
  const [note, setNote] = useState('');
  return (
    <ModalDialog role="alertdialog" isOpen={isOpen} onOpenChange={(o) => !o && onClose()} title={t('actions.block_title', { number: detail.order.number })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ path: 'fraud-review', body: { decision: 'block', version: detail.version, ...(note.trim() ? { note: note.trim() } : {}) } });
        }}
      >
        <p className="text-sm text-stone-700">{t('actions.block_body')}</p>
        <ErrorAlert error={error} />
        <Field label={t('actions.note')} name="note" maxLength={500} value={note} onChange={setNote} />
        <DialogButtons busy={busy} danger confirm={t('actions.block')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}

/** Shipped: the carrier and its tracking number. */
export function ShipDialog({ isOpen, detail, busy, error, onClose, onSubmit }: OrderDialogProps) {
  const { t } = useI18n();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={(o) => !o && onClose()} title={t('actions.ship_title', { number: detail.order.number })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ path: 'fulfilment', body: { step: 'shipped', carrier: carrier.trim(), tracking_number: tracking.trim(), version: detail.version } });
        }}
      >
        <ErrorAlert error={error} />
        <Field label={t('actions.carrier')} name="carrier" isRequired maxLength={60} value={carrier} onChange={setCarrier} autoFocus />
        <Field label={t('actions.tracking_number')} description={t('actions.tracking_help')} name="tracking_number" isRequired pattern="[A-Za-z0-9\-]{4,40}" maxLength={40} value={tracking} onChange={setTracking} />
        <DialogButtons busy={busy} confirm={t('actions.ship')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}

/** Cancel, with the reason (asked to confirm: it cannot be undone). */
export function CancelDialog({ isOpen, detail, busy, error, onClose, onSubmit }: OrderDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  return (
    <ModalDialog role="alertdialog" isOpen={isOpen} onOpenChange={(o) => !o && onClose()} title={t('actions.cancel_title', { number: detail.order.number })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ path: 'cancel', body: { reason: reason.trim(), version: detail.version } });
        }}
      >
        <p className="text-sm text-stone-700">{t('actions.cancel_body')}</p>
        <ErrorAlert error={error} />
        <Field label={t('actions.reason')} name="reason" isRequired maxLength={500} value={reason} onChange={setReason} autoFocus />
        <DialogButtons busy={busy} danger confirm={t('actions.cancel')} keep={t('actions.keep')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}
