import { useState } from 'react';
import { Button as AriaButton, DateInput, DatePicker, DateSegment, Group, Label, Switch } from 'react-aria-components';
import { CalendarPopover } from '../../components/CalendarPopover.tsx';
import { adminStoreBlockingBookingSchema, type AdminStore, type AdminWeek } from '@blush/shared/admin-store-contracts';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button, FIELD_INPUT, Field } from '../../components/ui.tsx';
import { isApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { WeekEditor } from './WeekEditor.tsx';
import { useStoreChange } from './store-query.ts';

/** A store's schedule, each part saved on its own with the version the page read. */
export function StoreSchedule({ store }: { store: AdminStore }) {
  const { t } = useI18n();
  const [notice, setNotice] = useState('');
  const change = useStoreChange(store.id, () => setNotice(t('stores.saved')));
  const send = (path: string, method: 'PUT' | 'POST', body: unknown) => {
    setNotice('');
    change.mutate({ path, method, body });
  };
  const blocking = isApiError(change.error, 'store_closure_has_bookings') ? adminStoreBlockingBookingSchema.array().safeParse((change.error.details as { bookings?: unknown })?.bookings).data : undefined;
  return (
    <>
      <PageHeading>{store.name}</PageHeading>
      <p className="text-stone-700">
        {store.city}, {store.country} · {t('stores.time_zone', { zone: store.time_zone })}
      </p>
      {change.error ? (
        <div>
          <ErrorAlert error={change.error} message={isApiError(change.error, 'edit_conflict') ? t('stores.conflict') : undefined} />
          {blocking?.length ? (
            <ul className="mt-2 list-disc pl-6 text-sm" aria-label={t('stores.bookings_to_move')}>
              {blocking.map((b) => (
                <li key={b.id}>{t('stores.booking_line', { number: b.number, when: b.starts_local, name: b.name })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {notice ? <StatusMessage message={notice} /> : null}

      <section aria-labelledby="store-hours" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="store-hours" className="mb-3 text-lg font-semibold">
          {t('stores.hours')}
        </h2>
        <Switch
          defaultSelected={store.click_and_collect}
          key={`cc-${store.version}`}
          onChange={(on) => send('', 'PUT', { hours: store.hours, click_and_collect: on, version: store.version })}
          className="group mb-4 flex min-h-11 items-center gap-3 outline-none"
        >
          <span aria-hidden className="flex h-6 w-11 items-center rounded-full bg-stone-400 px-0.5 group-data-[selected]:bg-blush-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blush-600">
            <span className="size-5 rounded-full bg-white transition group-data-[selected]:translate-x-5" />
          </span>
          {t('stores.click_and_collect')}
        </Switch>
        <WeekEditor key={`hours-${store.version}`} pastMidnight label={t('stores.weekly_hours')} week={store.hours} saving={change.isPending} saveLabel={t('stores.save_hours')} onSave={(hours) => send('', 'PUT', { hours, click_and_collect: store.click_and_collect, version: store.version })} />
      </section>

      <Closures store={store} busy={change.isPending} send={send} />

      <section aria-labelledby="store-artists" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="store-artists" className="mb-3 text-lg font-semibold">
          {t('stores.artists')}
        </h2>
        <div className="grid gap-6">
          {store.artists.map((a) => (
            <div key={a.id}>
              <p className="text-sm text-stone-700">{a.services.join(', ')}</p>
              <WeekEditor key={`${a.id}-${a.version}`} label={t('stores.artist_week', { name: a.name })} week={a.week} saving={change.isPending} saveLabel={t('stores.save_artist', { name: a.name })} onSave={(week: AdminWeek) => send(`/artists/${a.id}`, 'PUT', { week, version: a.version })} />
            </div>
          ))}
        </div>
      </section>

      <Sessions store={store} busy={change.isPending} send={send} />
    </>
  );
}

type Send = (path: string, method: 'PUT' | 'POST', body: unknown) => void;

function Closures({ store, busy, send }: { store: AdminStore; busy: boolean; send: Send }) {
  const { t } = useI18n();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <section aria-labelledby="store-closures" className="rounded-md border border-stone-300 bg-white p-4">
      <h2 id="store-closures" className="mb-3 text-lg font-semibold">
        {t('stores.closures')}
      </h2>
      {store.closures.length ? (
        <ul className="mb-4 grid gap-2">
          {store.closures.map((c) => {
            const days = c.starts_on === c.ends_on ? c.starts_on : `${c.starts_on} – ${c.ends_on}`;
            return (
              <li key={c.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {days}
                  {c.reason ? ` · ${c.reason}` : ''}
                </span>
                <Button variant="secondary" isDisabled={busy} aria-label={t('stores.remove_closure', { days })} onPress={() => send(`/closures/${c.id}/remove`, 'POST', { version: store.version })}>
                  {t('stores.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mb-4 text-stone-700">{t('stores.no_closures')}</p>
      )}
      <form
        aria-label={t('stores.add_closure')}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
          if (from) send('/closures', 'POST', { starts_on: from, ends_on: to || from, reason, version: store.version });
        }}
      >
        <DateField label={t('stores.closed_from')} onChange={setFrom} />
        <DateField label={t('stores.closed_to')} onChange={setTo} />
        <Field label={t('stores.reason')} name="reason" maxLength={200} />
        <Button type="submit" isDisabled={busy || !from}>
          {t('stores.add_closure')}
        </Button>
      </form>
    </section>
  );
}

/** React Aria's date picker: typed segment by segment or picked on a calendar; hands back "YYYY-MM-DD". */
function DateField({ label, onChange }: { label: string; onChange: (date: string) => void }) {
  const { t } = useI18n();
  return (
    <DatePicker className="block" onChange={(value) => onChange(value ? value.toString() : '')}>
      <Label className="block text-sm font-medium text-stone-800">{label}</Label>
      <Group className={`${FIELD_INPUT} flex w-56 items-center justify-between`}>
        <DateInput className="flex">{(segment) => <DateSegment segment={segment} className="rounded px-0.5 outline-none focus:bg-blush-700 focus:text-white" />}</DateInput>
        <AriaButton aria-label={t('stores.open_calendar')} className="min-h-9 min-w-9 rounded outline-none focus-visible:ring-2 focus-visible:ring-blush-600">
          ▾
        </AriaButton>
      </Group>
      <CalendarPopover label={label} />
    </DatePicker>
  );
}

function Sessions({ store, busy, send }: { store: AdminStore; busy: boolean; send: Send }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="store-sessions" className="rounded-md border border-stone-300 bg-white p-4">
      <h2 id="store-sessions" className="mb-3 text-lg font-semibold">
        {t('stores.sessions')}
      </h2>
      {store.sessions.length ? (
        <ul className="grid gap-3">
          {store.sessions.map((s) => (
            <li key={`${s.id}-${s.version}`}>
              <form
                aria-label={t('stores.session', { name: s.activity.name, when: s.starts_local })}
                className="flex flex-wrap items-end gap-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  send(`/sessions/${s.id}`, 'PUT', { seats: Number(new FormData(event.currentTarget).get('seats')), version: s.version });
                }}
              >
                <span className="min-w-64">
                  {s.activity.name} · {s.starts_local} · {t('stores.booked', { booked: s.booked })}
                </span>
                <label className="text-sm">
                  {t('stores.seats')}
                  <input name="seats" type="number" min={1} max={500} required defaultValue={s.seats} className={`${FIELD_INPUT} w-28`} />
                </label>
                <Button type="submit" variant="secondary" isDisabled={busy}>
                  {t('stores.save_seats')}
                </Button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t('stores.no_sessions')}</p>
      )}
    </section>
  );
}
