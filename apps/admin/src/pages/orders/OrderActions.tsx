import { useId, useState } from 'react';
import { ADMIN_RESENDABLE_EMAILS, type AdminOrderDetail } from '@blush/shared/admin-order-contracts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, SelectField } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { BlockDialog, CancelDialog, ShipDialog } from './OrderDialogs.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { type OrderChange, availableActions, useOrderChange } from './order-actions.ts';

type Open = 'block' | 'ship' | 'cancel' | 'refund' | undefined;

/**
 * The actions the role allows on the order as it is now. Each sends the `version` it loaded; when
 * someone changed the order meanwhile (409 edit_conflict) the order is reloaded and the staff
 * member told so.
 */
export function OrderActions({ detail, onNotice }: { detail: AdminOrderDetail; onNotice: (message: string) => void }) {
  const { t } = useI18n();
  const can = useCan();
  const headingId = useId();
  const [open, setOpen] = useState<Open>();
  const [conflict, setConflict] = useState(false);
  const [email, setEmail] = useState<string>(ADMIN_RESENDABLE_EMAILS[0]);
  const { order, version } = detail;
  const change = useOrderChange(order.id, {
    onDone: () => {
      setOpen(undefined);
      setConflict(false);
      onNotice(t('order.done'));
    },
    onConflict: () => {
      setOpen(undefined);
      setConflict(true);
    },
  });
  const send = (request: OrderChange) => {
    onNotice('');
    setConflict(false);
    change.mutate(request);
  };
  const step = (name: 'packed' | 'delivered' | 'ready_for_collection' | 'collected') => () => send({ path: 'fulfilment', body: { step: name, version } });
  const actions = availableActions(detail, can);
  const openDialog = (which: Open) => () => {
    change.reset();
    setOpen(which);
  };
  const dialogProps = { detail, busy: change.isPending, error: open ? change.error : null, onClose: () => setOpen(undefined), onSubmit: send };

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('order.actions')}
      </h2>
      <ErrorAlert message={conflict ? t('errors.edit_conflict') : undefined} error={!open && change.error && !conflict ? change.error : undefined} />
      {actions.length === 0 ? <p className="text-stone-600">{t('order.no_actions')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {actions.includes('approve') ? <Button isDisabled={change.isPending} onPress={() => send({ path: 'fraud-review', body: { decision: 'approve', version } })}>{t('actions.approve')}</Button> : null}
        {actions.includes('block') ? <Button variant="danger" onPress={openDialog('block')}>{t('actions.block')}</Button> : null}
        {actions.includes('packed') ? <Button isDisabled={change.isPending} onPress={step('packed')}>{t('actions.packed')}</Button> : null}
        {actions.includes('shipped') ? <Button onPress={openDialog('ship')}>{t('actions.ship')}</Button> : null}
        {actions.includes('delivered') ? <Button isDisabled={change.isPending} onPress={step('delivered')}>{t('actions.delivered')}</Button> : null}
        {actions.includes('ready_for_collection') ? <Button isDisabled={change.isPending} onPress={step('ready_for_collection')}>{t('actions.ready_for_collection')}</Button> : null}
        {actions.includes('collected') ? <Button isDisabled={change.isPending} onPress={step('collected')}>{t('actions.collected')}</Button> : null}
        {actions.includes('refund') ? <Button variant="secondary" onPress={openDialog('refund')}>{t('actions.refund')}</Button> : null}
        {actions.includes('cancel') ? <Button variant="danger" onPress={openDialog('cancel')}>{t('actions.cancel')}</Button> : null}
      </div>
      {actions.includes('resend') ? (
        <form
          className="flex flex-wrap items-end gap-2 border-t border-stone-200 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            send({ path: 'emails', body: { email } });
          }}
        >
          <div className="min-w-56">
            <SelectField label={t('actions.resend_which')} name="email" value={email} onChange={setEmail} options={ADMIN_RESENDABLE_EMAILS.map((e) => ({ value: e, label: t(`emails.${e}`) }))} />
          </div>
          <Button type="submit" variant="secondary" isDisabled={change.isPending}>
            {t('actions.resend')}
          </Button>
        </form>
      ) : null}
      <BlockDialog isOpen={open === 'block'} {...dialogProps} />
      <ShipDialog isOpen={open === 'ship'} {...dialogProps} />
      <CancelDialog isOpen={open === 'cancel'} {...dialogProps} />
      {open === 'refund' ? <RefundDialog isOpen {...dialogProps} /> : null}
    </section>
  );
}
