/**
 * `/sandbox/happening`: the happening area's components (features/happening; only imported, their
 * logic is theirs) with fixture activities and bookings — the cards of a service, a class, an event
 * and an app-only service with a long name; the day and time chooser over a fortnight with a full
 * day ("Time slots empty") and a time with one artist; the booking form with its checks; the review;
 * the confirmation; a booking expired, one cancelled.
 */
import { useId, useMemo, useState } from 'react';
import type { BookingDto, SlotDto } from '@blush/shared/booking-contracts';
import { MARKETS } from '@blush/shared/markets';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { useSiteLocale } from '../../lib/site.ts';
import { type BookingValues, bookingChecks, bookingFieldOrder, emptyBooking } from '../../features/happening/booking-form.ts';
import { HappeningCard } from '../../features/happening/components/HappeningCard.tsx';
import { HappeningConfirmation } from '../../features/happening/components/HappeningConfirmation.tsx';
import { HappeningContactForm } from '../../features/happening/components/HappeningContactForm.tsx';
import { bookingFacts } from '../../features/happening/components/HappeningFacts.tsx';
import { HappeningManageFrame } from '../../features/happening/components/HappeningManageFrame.tsx';
import { HappeningReview } from '../../features/happening/components/HappeningReview.tsx';
import { HappeningTimeChooser } from '../../features/happening/components/HappeningTimeChooser.tsx';
import { HAPPENING_ZONE, SANDBOX_QUESTIONS, sandboxActivities, sandboxBooking, sandboxDays, sandboxSlots } from '../../features/sandbox/fixtures/happening.ts';
import { LONG_PRODUCT_NAMES } from '../../features/sandbox/fixtures/long-texts.ts';
import { SandboxBench, SandboxCase } from '../../features/sandbox/components/SandboxBench.tsx';

/** The time chooser's state as `useSlots` gives it, over fixture days and times (answered at once). */
function useFixtureSlots() {
  const days = useMemo(() => sandboxDays(), []);
  const [date, setDate] = useState<string | null>(null);
  return {
    days: { status: 'ready' as const, data: { timeZone: HAPPENING_ZONE, capacity: days.capacity } },
    date,
    chooseDate: setDate,
    slots: date ? { status: 'ready' as const, data: { date, timeZone: HAPPENING_ZONE, slots: sandboxSlots(date, days.capacity.get(date) === 0) } } : { status: 'idle' as const },
    reload: () => undefined,
  };
}

function TimesCase() {
  const { t } = useTranslation();
  const state = useFixtureSlots();
  const [slot, setSlot] = useState<SlotDto | null>(null);
  const [artist, setArtist] = useState<number | null>(null);
  return (
    <SandboxCase title={t('sandbox.bench.happening.times')} note={t('sandbox.bench.happening.times_note')} clientOnly>
      <HappeningTimeChooser state={state} isService slot={slot} onSlot={setSlot} artist={artist} onArtist={setArtist} level={3} />
    </SandboxCase>
  );
}

function FormCase({ onValid }: { onValid: (values: BookingValues) => void }) {
  const { t } = useTranslation();
  const text = useMessage();
  const { country } = useSiteLocale();
  const validate = useMemo(() => bookingChecks(SANDBOX_QUESTIONS, text), [text]);
  const form = useSchemaForm({ initialValues: () => emptyBooking(MARKETS[country].callingCode), validate, fieldOrder: bookingFieldOrder(SANDBOX_QUESTIONS) });
  return (
    <SandboxCase title={t('sandbox.bench.happening.form')} note={t('sandbox.bench.happening.form_note')}>
      <HappeningContactForm form={form} questions={SANDBOX_QUESTIONS} onValid={onValid} />
    </SandboxCase>
  );
}

export function SandboxHappeningBench() {
  const { t, i18n } = useTranslation();
  const { country } = useSiteLocale();
  const currency = MARKETS[country].currency;
  const ids = useId();
  const [values, setValues] = useState<BookingValues>({ fullName: 'Mei Tan', email: 'tester@blush.example', callingCode: MARKETS[country].callingCode, phone: '91234567', answers: { skin_type: 'dry' } });
  const [confirmed, setConfirmed] = useState(false);
  const booking = sandboxBooking(currency);
  const frame = (state: BookingDto['state']) => ({ status: 'ready' as const, booking: sandboxBooking(currency, { state, manageable: false, cancelReason: state === 'cancelled' ? 'Change of plans' : null }) });
  return (
    <SandboxBench title={t('sandbox.bench.happening.title')} intro={t('sandbox.bench.happening.intro')}>
      <SandboxCase title={t('sandbox.bench.happening.cards')} wide>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sandboxActivities(currency, LONG_PRODUCT_NAMES[i18n.language]).map((activity) => (
            // The card is the list item itself.
            <HappeningCard key={activity.id} activity={activity} />
          ))}
        </ul>
      </SandboxCase>
      <TimesCase />
      <FormCase onValid={setValues} />
      <SandboxCase title={t('sandbox.bench.happening.review')} clientOnly>
        {confirmed ? (
          <HappeningConfirmation booking={{ ...booking, contact: { ...booking.contact, fullName: values.fullName, email: values.email } }} token="sandbox-token" headingId={`${ids}-done`} />
        ) : (
          <HappeningReview facts={bookingFacts(booking)} values={values} pending={false} error={undefined} errorId={`${ids}-error`} onConfirm={() => setConfirmed(true)} onEdit={() => undefined} />
        )}
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.happening.expired')} clientOnly>
        <HappeningManageFrame title={t('sandbox.bench.happening.manage_title')} load={frame('expired')} onRetry={() => undefined}>
          {() => null}
        </HappeningManageFrame>
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.happening.cancelled')} clientOnly>
        <HappeningManageFrame title={t('sandbox.bench.happening.manage_title')} load={frame('cancelled')} onRetry={() => undefined}>
          {() => null}
        </HappeningManageFrame>
      </SandboxCase>
    </SandboxBench>
  );
}
