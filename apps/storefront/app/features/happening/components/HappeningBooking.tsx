/**
 * Booking an activity on the web (product guide §2 booking flow): choose a store, a day, a time
 * (places left), an artist or any available artist for a service; answer the questions and give
 * the contact details; review; confirm. Then the confirmation. A time taken meanwhile (409
 * slot_unavailable) says so and goes back to the times, asked for again; the API's field errors
 * land on the fields. Runs in the browser (times are never cached).
 */
import { useId, useMemo, useState } from 'react';
import type { ActivityDto, BookingDto, SlotDto } from '@blush/shared/booking-contracts';
import { MARKETS } from '@blush/shared/markets';
import { mapServerFieldErrors } from '../../../components/form/server-errors.ts';
import { useFocusRequest } from '../../../components/form/use-focus-request.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { isApiError } from '../../../lib/api-core.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { type BookingQuestionDto, bookingBody, bookingChecks, bookingFieldOrder, emptyBooking, fieldOfBookingPath } from '../booking-form.ts';
import { useHappeningApi } from '../happening-api.ts';
import { type Load, useKeyedLoad } from '../hooks/use-keyed-load.ts';
import { useSlots } from '../hooks/use-slots.ts';
import { HappeningConfirmation } from './HappeningConfirmation.tsx';
import { HappeningContactForm } from './HappeningContactForm.tsx';
import { HappeningReview } from './HappeningReview.tsx';
import { HappeningStorePicker } from './HappeningStorePicker.tsx';
import { HappeningTimeChooser } from './HappeningTimeChooser.tsx';

type Step = 'choose' | 'details' | 'review';
const NO_QUESTIONS: BookingQuestionDto[] = [];

export function HappeningBooking({ activity }: { activity: ActivityDto }) {
  const { t } = useTranslation();
  const text = useMessage();
  const { country } = useSiteLocale();
  const api = useHappeningApi();
  const uid = useId();
  const focus = useFocusRequest();
  const ids = { title: `${uid}-title`, store: `${uid}-store`, times: `${uid}-times`, details: `${uid}-details`, review: `${uid}-review`, done: `${uid}-done`, alert: `${uid}-alert` };

  const [store, setStore] = useState<string | null>(activity.stores.length === 1 ? activity.stores[0]!.id : null);
  const slots = useSlots(api, activity.id, store);
  const [slot, setSlot] = useState<SlotDto | null>(null);
  const [artist, setArtist] = useState<number | null>(null);
  const [step, setStep] = useState<Step>('choose');
  const [taken, setTaken] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ booking: BookingDto; token: string | undefined } | null>(null);

  const questions: Load<BookingQuestionDto[]> = useKeyedLoad(activity.id, () => api.questions(activity.id));
  const list = questions.status === 'ready' ? questions.data : NO_QUESTIONS;
  const validate = useMemo(() => bookingChecks(list, text), [list, text]);
  const fieldOrder = useMemo(() => bookingFieldOrder(list), [list]);
  const form = useSchemaForm({ initialValues: () => emptyBooking(MARKETS[country].callingCode), validate, fieldOrder });

  const chooseSlot = (next: SlotDto | null) => {
    setSlot(next);
    setTaken(null);
    if (!next) setStep('choose');
  };

  const storeName = activity.stores.find((s) => s.id === store)?.name ?? '';
  const timeZone = slots.slots.status === 'ready' ? slots.slots.data.timeZone : (activity.stores.find((s) => s.id === store)?.timeZone ?? 'UTC');
  const isService = activity.kind === 'service';
  const artistName = isService ? (slot?.artists.find((a) => a.id === artist)?.name ?? null) : undefined;

  const confirm = async () => {
    if (!slot || !store || pending) return;
    setPending(true);
    setReviewError(undefined);
    try {
      const answer = await api.book(bookingBody({ activity: activity.id, store, startsAt: slot.startsAt, artistId: isService ? artist : null }, form.values, list));
      setDone({ booking: answer.booking, token: answer.manageToken });
      focus(ids.done);
    } catch (error) {
      setPending(false);
      if (!isApiError(error) || error.status >= 500) {
        setReviewError(t('happening.book.failed'));
        focus(ids.alert);
        return;
      }
      if (error.code === 'validation_failed') {
        setStep('details');
        form.fail({ fields: mapServerFieldErrors(error.details, fieldOfBookingPath, t('happening.form.invalid')), message: error.message });
        return;
      }
      if (error.code === 'slot_unavailable' || error.code === 'slot_in_past' || error.code === 'artist_unavailable') {
        setSlot(null);
        setStep('choose');
        setTaken(error.message);
        slots.reload();
        focus(ids.times);
        return;
      }
      setReviewError(error.message);
      focus(ids.alert);
    }
  };

  if (done) return <HappeningConfirmation booking={done.booking} token={done.token} headingId={ids.done} />;

  const heading = 'text-base font-semibold outline-none';
  return (
    <section aria-labelledby={ids.title} className="border-t border-neutral-200 pt-8" data-testid="booking-flow">
      <h2 id={ids.title} className="text-xl font-bold">
        {t(`happening.book.title.${activity.kind}`)}
      </h2>
      <div className="mt-6 space-y-8">
        <section aria-labelledby={ids.store} className="space-y-3">
          <h3 id={ids.store} className={heading}>
            {t('happening.book.store')}
          </h3>
          <HappeningStorePicker name={`${uid}-store-choice`} legendId={ids.store} stores={activity.stores} selected={store} onSelect={(next) => {
            setStore(next);
            chooseSlot(null);
            setArtist(null);
          }} />
        </section>
        {taken ? (
          <p role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-4 py-3 text-sm" data-testid="slot-taken">
            {taken}
          </p>
        ) : null}
        {store ? (
          <HappeningTimeChooser state={slots} isService={isService} slot={slot} onSlot={chooseSlot} artist={artist} onArtist={setArtist} level={3} timesHeadingId={ids.times} />
        ) : null}
        {slot && step === 'choose' ? (
          <button
            type="button"
            onClick={() => {
              setStep('details');
              focus(ids.details);
            }}
            className="inline-flex h-12 w-full items-center justify-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800 sm:w-auto"
            data-testid="booking-continue"
          >
            {t('happening.book.continue')}
          </button>
        ) : null}
        {slot && step === 'details' ? (
          <section aria-labelledby={ids.details} className="space-y-4">
            <h3 id={ids.details} tabIndex={-1} className={heading}>
              {t('happening.book.details')}
            </h3>
            {questions.status === 'error' ? <p role="alert">{t('happening.load_failed')}</p> : null}
            <HappeningContactForm
              form={form}
              questions={list}
              onValid={() => {
                form.release();
                setReviewError(undefined);
                setStep('review');
                focus(ids.review);
              }}
            />
          </section>
        ) : null}
        {slot && step === 'review' ? (
          <section aria-labelledby={ids.review} className="space-y-4">
            <h3 id={ids.review} tabIndex={-1} className={heading}>
              {t('happening.book.review')}
            </h3>
            <HappeningReview
              facts={{ name: activity.name, durationMinutes: activity.durationMinutes, price: activity.price, store: storeName, startsAt: slot.startsAt, timeZone, ...(isService ? { artist: artistName ?? null } : {}) }}
              values={form.values}
              pending={pending}
              error={reviewError}
              errorId={ids.alert}
              onConfirm={() => void confirm()}
              onEdit={() => {
                setStep('details');
                focus(ids.details);
              }}
            />
          </section>
        ) : null}
      </div>
    </section>
  );
}
