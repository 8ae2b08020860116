/**
 * Pathless layout around the sign-in, sign-up, password, unlock and account pages (and the
 * development mailbox): it sends the `account` messages and the password rules of the shared
 * catalogue, which the root leaves out so every other page's HTML stays small (`SCOPED_NAMESPACES`
 * and `SHARED_MESSAGES` in lib/i18n.server.ts).
 */
import { Outlet } from 'react-router';
import type { Route } from './+types/account-scope';
import { I18nScope } from '../../lib/i18n.ts';
import { SHARED_MESSAGES, scopedMessages } from '../../lib/i18n.server.ts';
import { requestLocale } from '../../lib/request-context.server.ts';
import { revalidateOnLocaleChange } from '../../lib/revalidate.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { scopedMessages: scopedMessages(requestLocale(context).language, ['account'], SHARED_MESSAGES.account) };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export default function AccountScope({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.scopedMessages}>
      <Outlet />
    </I18nScope>
  );
}
