import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { AdminBooking } from '@blush/shared/admin-booking-contracts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, FIELD_INPUT, Field, ModalDialog } from '../../components/ui.tsx';
import { isApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { DialogButtons } from '../orders/OrderDialogs.tsx';
import { useMoveSlots } from './booking-query.ts';

export type BookingChange = { kind: 'move'; starts_at: string; artist_id?: number } | { kind: 'cancel'; reason: string };

interface Props {
  booking: AdminBooking;
  date: string;
  canManage: boolean;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (change: BookingChange) => void;
}

/** One booking's details, and (for staff who may) moving it to a free time or cancelling it with a reason. */
export function BookingDialog({ booking, date, canManage, busy, error, onClose, onSubmit }: Props) {
  const { t } = useI18n();
  const [mode, setMode] = useState<'details' | 'move' | 'cancel'>('details');
  const title = mode === 'move' ? t('bookings.move_title', { number: booking.number }) : mode === 'cancel' ? t('bookings.cancel_title', { number: booking.number }) : t('bookings.details', { number: booking.number });
  return (
    <ModalDialog role={mode === 'cancel' ? 'alertdialog' : 'dialog'} isOpen onOpenChange={(open) => !open && onClose()} title={title}>
      {mode === 'details' ? (
        <div className="space-y-4">
          <Details booking={booking} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={onClose}>
              {t('actions.close')}
            </Button>
            {canManage && booking.manageable ? (
              <>
                <Button variant="secondary" onPress={() => setMode('cancel')}>
                  {t('bookings.cancel')}
                </Button>
                <Button onPress={() => setMode('move')}>{t('bookings.move')}</Button>
              </>
            ) : null}
          </div>
          {canManage && !booking.manageable ? <p className="text-sm text-stone-600">{t('bookings.not_manageable')}</p> : null}
        </div>
      ) : mode === 'move' ? (
        <MoveForm booking={booking} date={date} busy={busy} error={error} onClose={onClose} onSubmit={onSubmit} />
      ) : (
        <CancelForm busy={busy} error={error} onClose={onClose} onSubmit={onSubmit} />
      )}
    </ModalDialog>
  );
}

function Details({ booking }: { booking: AdminBooking }) {
  const { t } = useI18n();
  const rows: Array<[string, string]> = [
    [t('bookings.when'), `${booking.starts_local}–${booking.ends_local}`],
    [t('bookings.service'), `${booking.activity.name} (${booking.activity.duration_minutes} min)`],
    ...(booking.artist ? [[t('bookings.artist'), booking.artist.name] as [string, string]] : []),
    [t('bookings.customer'), `${booking.customer.name} (${booking.customer.member ? t('bookings.member') : t('bookings.guest')})`],
    [t('bookings.email'), booking.customer.email],
    [t('bookings.phone'), booking.customer.phone],
    [t('bookings.state'), t(`booking_state.${booking.state}`)],
    ...(booking.cancel_reason ? [[t('bookings.reason'), booking.cancel_reason] as [string, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-stone-700">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function MoveForm({ booking, date: initialDate, busy, error, onClose, onSubmit }: Omit<Props, 'canManage'>) {
  const { t } = useI18n();
  const [date, setDate] = useState(initialDate);
  const [choice, setChoice] = useState('');
  const slots = useMoveSlots(booking.id, date);
  const taken = isApiError(error, 'slot_unavailable');
  // The free times are reloaded when the chosen one was taken meanwhile (the mutation refetches them).
  const options = (slots.data?.slots ?? []).flatMap((slot) =>
    slot.artists.length
      ? slot.artists.map((a) => ({ value: `${slot.starts_at}|${a.id}`, label: t('bookings.slot', { time: slot.starts_local, artist: a.name }) }))
      : [{ value: `${slot.starts_at}|`, label: t('bookings.any_artist', { time: slot.starts_local }) }],
  );
  return (
    <Form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const [startsAt, artist] = choice.split('|');
        if (!startsAt) return;
        onSubmit({ kind: 'move', starts_at: startsAt, ...(artist ? { artist_id: Number(artist) } : {}) });
      }}
    >
      <ErrorAlert error={error ?? slots.error} message={taken ? t('bookings.taken') : undefined} />
      <div>
        <label htmlFor="move-date" className="block text-sm font-medium text-stone-800">
          {t('bookings.new_date')}
        </label>
        <input
          id="move-date"
          type="date"
          required
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setChoice('');
          }}
          className={FIELD_INPUT}
        />
      </div>
      <div>
        <label htmlFor="move-time" className="block text-sm font-medium text-stone-800">
          {t('bookings.new_time')}
        </label>
        <select id="move-time" required value={choice} onChange={(event) => setChoice(event.target.value)} className={FIELD_INPUT} aria-busy={slots.isFetching}>
          <option value="">{t('bookings.choose_time')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {slots.data && options.length === 0 ? <p className="mt-1 text-sm text-stone-600">{t('bookings.no_slots')}</p> : null}
      </div>
      <DialogButtons busy={busy || !choice} confirm={t('bookings.move_confirm')} keep={t('actions.close')} onClose={onClose} />
    </Form>
  );
}

function CancelForm({ busy, error, onClose, onSubmit }: Pick<Props, 'busy' | 'error' | 'onClose' | 'onSubmit'>) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  return (
    <Form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ kind: 'cancel', reason: reason.trim() });
      }}
    >
      <p className="text-sm text-stone-700">{t('bookings.cancel_body')}</p>
      <ErrorAlert error={error} />
      <Field label={t('actions.reason')} name="reason" isRequired maxLength={200} value={reason} onChange={setReason} autoFocus />
      <DialogButtons busy={busy} danger confirm={t('bookings.cancel_confirm')} keep={t('bookings.keep')} onClose={onClose} />
    </Form>
  );
}
