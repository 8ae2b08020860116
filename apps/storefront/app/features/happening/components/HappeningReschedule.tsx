/**
 * `/happening/services/reschedule/{id}` (product guide §2, §4): the booking, then another free day,
 * time and artist at the same store, and "Move my booking"; a link to cancel instead. A time taken
 * meanwhile says so and the times are asked for again.
 */
import { useId, useState } from 'react';
import type { BookingDto, SlotDto } from '@blush/shared/booking-contracts';
import { FormAlert, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { useFocusRequest } from '../../../components/form/use-focus-request.ts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { isApiError } from '../../../lib/api-core.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type HappeningApi, useHappeningApi } from '../happening-api.ts';
import { manageHrefs } from '../happening-kinds.ts';
import { useBooking } from '../hooks/use-booking.ts';
import { useSlots } from '../hooks/use-slots.ts';
import { HappeningManageFrame } from './HappeningManageFrame.tsx';
import { HappeningTimeChooser } from './HappeningTimeChooser.tsx';

function MoveBooking({ api, booking, token, onMoved }: { api: HappeningApi; booking: BookingDto; token: string | null; onMoved: (booking: BookingDto) => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const focus = useFocusRequest();
  const slots = useSlots(api, booking.activity.id, booking.store.id);
  const [slot, setSlot] = useState<SlotDto | null>(null);
  const [artist, setArtist] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const isService = booking.activity.kind === 'service';

  const move = async () => {
    if (!slot || pending) return;
    setPending(true);
    setError(undefined);
    try {
      onMoved(await api.reschedule(booking.id, slot.startsAt, isService ? artist : null, token));
    } catch (failure) {
      setPending(false);
      const known = isApiError(failure) && failure.status < 500 && !failure.message.startsWith('HTTP ');
      setError(known ? failure.message : t('happening.manage.failed'));
      if (isApiError(failure) && failure.code === 'slot_unavailable') {
        setSlot(null);
        slots.reload();
      }
      focus(`${uid}-alert`);
    }
  };

  return (
    <section aria-labelledby={`${uid}-title`} className="mt-8 space-y-6" data-testid="reschedule-form">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        {t('happening.manage.choose_new')}
      </h2>
      <HappeningTimeChooser state={slots} isService={isService} slot={slot} onSlot={setSlot} artist={artist} onArtist={setArtist} level={3} />
      <FormAlert id={`${uid}-alert`} message={error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="button"
          disabled={!slot || pending}
          aria-disabled={!slot || pending ? true : undefined}
          onClick={() => void move()}
          className="inline-flex h-12 items-center justify-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-500"
          data-testid="reschedule-confirm"
        >
          {pending ? t('happening.manage.moving') : t('happening.manage.move')}
        </button>
        <UiLink to={manageHrefs(booking.activity.kind, booking.id, token).cancel} className="text-sm underline underline-offset-2">
          {t('happening.manage.cancel_instead')}
        </UiLink>
      </div>
    </section>
  );
}

export function HappeningReschedule({ id, token }: { id: string; token: string | null }) {
  const { t } = useTranslation();
  const api = useHappeningApi();
  const { state, set, retry } = useBooking(api, id, token);
  const uid = useId();
  const focus = useFocusRequest();
  const [moved, setMoved] = useState(0);
  const notice = moved ? (
    <div className="mt-6">
      <FormSuccess id={`${uid}-done`} title={t('happening.manage.moved_title')}>
        {t('happening.manage.moved_body')}
      </FormSuccess>
    </div>
  ) : undefined;
  return (
    <HappeningManageFrame title={t('happening.manage.reschedule_title')} load={state} onRetry={retry} notice={notice}>
      {(booking) =>
        booking.activity.kind === 'service' ? (
          <MoveBooking
            key={`${booking.startsAt}-${moved}`}
            api={api}
            booking={booking}
            token={token}
            onMoved={(next) => {
              set(next);
              setMoved((n) => n + 1);
              focus(`${uid}-done`);
            }}
          />
        ) : (
          <p className="mt-6">
            <UiLink to={manageHrefs(booking.activity.kind, booking.id, token).cancel} className="underline underline-offset-2">
              {t('happening.manage.cancel_link')}
            </UiLink>
          </p>
        )
      }
    </HappeningManageFrame>
  );
}
