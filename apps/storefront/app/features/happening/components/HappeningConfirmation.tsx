/**
 * After booking (product guide §2, §3): the confirmation number, what, how long, the price, where,
 * when in the store's time, the artist, that the e-mail is on its way, and the manage links.
 */
import type { BookingDto } from '@blush/shared/booking-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { manageHrefs } from '../happening-kinds.ts';
import { HappeningFacts, bookingFacts } from './HappeningFacts.tsx';

export function HappeningConfirmation({ booking, token, headingId }: { booking: BookingDto; token: string | undefined; headingId: string }) {
  const { t } = useTranslation();
  const links = manageHrefs(booking.activity.kind, booking.id, token);
  return (
    <section aria-labelledby={headingId} className="border-l-4 border-emerald-700 bg-emerald-50 p-4 sm:p-6" data-testid="booking-confirmation">
      <h2 id={headingId} tabIndex={-1} className="text-xl font-bold outline-none">
        {t('happening.done.title')}
      </h2>
      <p className="mt-1 text-sm">{t('happening.done.email', { email: booking.contact.email })}</p>
      <div className="mt-4">
        <HappeningFacts facts={bookingFacts(booking)} />
      </div>
      <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {links.reschedule ? (
          <li>
            <UiLink to={links.reschedule} className="underline underline-offset-2 hover:no-underline">
              {t('happening.manage.reschedule_link')}
            </UiLink>
          </li>
        ) : null}
        <li>
          <UiLink to={links.cancel} className="underline underline-offset-2 hover:no-underline">
            {t('happening.manage.cancel_link')}
          </UiLink>
        </li>
      </ul>
    </section>
  );
}
