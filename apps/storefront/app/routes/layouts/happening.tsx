/**
 * Pathless layout of the happening area (services, classes, events and their bookings, product
 * guide §2), inside the blank layout: it sends the `happening` messages and the booking contact
 * rules' messages of the shared catalogue (`booking.contact.*`, product guide §5).
 */
import { Outlet } from 'react-router';
import type { Route } from './+types/happening';
import { HappeningShell } from '../../features/happening/components/HappeningShell.tsx';
import { I18nScope } from '../../lib/i18n.ts';
import { SHARED_MESSAGES, scopedMessages } from '../../lib/i18n.server.ts';
import { requestLocale } from '../../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../../lib/revalidate.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { scopedMessages: scopedMessages(requestLocale(context).language, ['happening'], SHARED_MESSAGES.happening) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export default function HappeningLayout({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.scopedMessages}>
      <HappeningShell>
        <Outlet />
      </HappeningShell>
    </I18nScope>
  );
}
