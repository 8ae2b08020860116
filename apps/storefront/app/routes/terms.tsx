/** Terms and conditions; `?section=Legal+Terms` opens on that section (product guide §2). */
import type { Route } from './+types/terms';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { LegalDocument } from '../features/legal/components/LegalDocument.tsx';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { pageMeta } from '../lib/seo.ts';

const SECTIONS = ['legal_terms', 'orders', 'pricing', 'returns', 'beauty_pass'] as const;

export function loader({ context, url }: Route.LoaderArgs) {
  return { title: requestT(context)('terms.title'), section: url.searchParams.get('section'), messages: scopedMessages(requestLocale(context).language, ['terms']) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <LegalDocument namespace="terms" sections={SECTIONS} highlight={loaderData.section} />
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
