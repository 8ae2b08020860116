/**
 * `/happening/{services|classes|events}/cancel/{id}` (product guide §2, §4): the booking, a reason
 * (optional) and "Cancel booking"; then it shows as cancelled. A guest comes with the e-mailed
 * `?token=`, a member without it.
 */
import { useId, useState } from 'react';
import { BOOKING_LIMITS } from '@blush/shared/booking';
import { FormAlert, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { useFocusRequest } from '../../../components/form/use-focus-request.ts';
import { UI_INPUT_CLASS } from '../../../components/ui/UiFormField.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { isApiError } from '../../../lib/api-core.ts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useHappeningApi } from '../happening-api.ts';
import { manageHrefs } from '../happening-kinds.ts';
import { useBooking } from '../hooks/use-booking.ts';
import { HappeningManageFrame } from './HappeningManageFrame.tsx';

export function HappeningCancel({ id, token }: { id: string; token: string | null }) {
  const { t } = useTranslation();
  const api = useHappeningApi();
  const { state, set, retry } = useBooking(api, id, token);
  const uid = useId();
  const focus = useFocusRequest();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [cancelled, setCancelled] = useState(false);
  const tooLong = reason.trim().length > BOOKING_LIMITS.cancelReason;

  const submit = async () => {
    if (pending) return;
    if (tooLong) {
      focus(`${uid}-reason`);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      set(await api.cancel(id, token, reason));
      setCancelled(true);
      focus(`${uid}-done`);
    } catch (failure) {
      setError(isApiError(failure) && failure.status < 500 && !failure.message.startsWith('HTTP ') ? failure.message : t('happening.manage.failed'));
      focus(`${uid}-alert`);
    } finally {
      setPending(false);
    }
  };

  const notice = cancelled ? (
    <div className="mt-6">
      <FormSuccess id={`${uid}-done`} title={t('happening.manage.cancelled_title')}>
        <UiLink to="/happening/services" className="underline underline-offset-2">
          {t('happening.manage.book_another')}
        </UiLink>
      </FormSuccess>
    </div>
  ) : undefined;

  return (
    <HappeningManageFrame title={t('happening.manage.cancel_title')} load={state} onRetry={retry} notice={notice}>
      {(booking) => (
        <form
          className="mt-6 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          data-testid="cancel-form"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${uid}-reason`} className="text-sm font-semibold">
              {t('happening.manage.reason')} <span className="font-normal text-neutral-600">{t('form.optional')}</span>
            </label>
            <textarea
              id={`${uid}-reason`}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? `${uid}-reason-error` : undefined}
              className={cx(UI_INPUT_CLASS, 'h-auto py-2', tooLong ? 'border-blush-700' : 'border-neutral-400')}
            />
            {tooLong ? (
              <p id={`${uid}-reason-error`} className="text-sm text-blush-800">
                {t('happening.manage.reason_too_long')}
              </p>
            ) : null}
          </div>
          <FormAlert id={`${uid}-alert`} message={error} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <button type="submit" disabled={pending} className="inline-flex h-12 items-center justify-center bg-blush-800 px-8 text-sm font-semibold text-white hover:bg-blush-900 disabled:bg-neutral-500" data-testid="cancel-confirm">
              {pending ? t('happening.manage.cancelling') : t('happening.manage.cancel_confirm')}
            </button>
            {manageHrefs(booking.activity.kind, booking.id, token).reschedule ? (
              <UiLink to={manageHrefs(booking.activity.kind, booking.id, token).reschedule!} className="text-sm underline underline-offset-2">
                {t('happening.manage.reschedule_instead')}
              </UiLink>
            ) : null}
          </div>
        </form>
      )}
    </HappeningManageFrame>
  );
}
