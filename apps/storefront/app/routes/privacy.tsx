/** Privacy policy (CMS content later; the essentials now). */
import type { Route } from './+types/privacy';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { LegalDocument } from '../features/legal/components/LegalDocument.tsx';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { pageMeta } from '../lib/seo.ts';

const SECTIONS = ['collect', 'use', 'share', 'rights', 'cookies'] as const;

export function loader({ context }: Route.LoaderArgs) {
  return { title: requestT(context)('privacy.title'), messages: scopedMessages(requestLocale(context).language, ['privacy']) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <LegalDocument namespace="privacy" sections={SECTIONS} />
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
