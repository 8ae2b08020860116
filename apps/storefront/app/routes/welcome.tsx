/** Welcome screen `/welcome[?country=XX]` for choosing a country site. */
import { parseCountry } from '@blush/shared/markets';
import type { Route } from './+types/welcome';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { SiteWelcome } from '../features/site/components/SiteWelcome.tsx';
import { siteTitles } from '../features/site/site-titles.server.ts';
import { I18nScope } from '../lib/i18n.ts';
import { scopedMessages } from '../lib/i18n.server.ts';
import { requestLocale, requestT } from '../lib/request-context.server.ts';
import { pageMeta } from '../lib/seo.ts';

/** The region of the browser's first language ("th-TH,th;q=0.9" → TH), if it is one of ours. */
export function countryFromAcceptLanguage(header: string | null): ReturnType<typeof parseCountry> {
  for (const part of (header ?? '').split(',')) {
    const region = part.split(';')[0]?.trim().split('-')[1];
    const country = parseCountry(region);
    if (country) return country;
  }
  return undefined;
}

export function loader({ context, url, request }: Route.LoaderArgs) {
  const chosen = parseCountry(url.searchParams.get('country')) ?? null;
  const suggested = countryFromAcceptLanguage(request.headers.get('accept-language')) ?? null;
  const { language } = requestLocale(context);
  return { title: requestT(context)('welcome.title'), chosen, suggested, siteTitles: siteTitles(language), messages: scopedMessages(language, ['welcome']) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  return (
    <I18nScope messages={loaderData.messages}>
      <SiteWelcome chosen={loaderData.chosen} suggested={loaderData.suggested} siteTitles={loaderData.siteTitles} />
    </I18nScope>
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
